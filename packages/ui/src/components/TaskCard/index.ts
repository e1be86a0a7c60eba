export * from './TaskCard';
