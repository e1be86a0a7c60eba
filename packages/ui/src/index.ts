export * from './theme';
export * from './tokens';
export * from './layout';
export * from './components/Button';
export * from './components/Spinner';
