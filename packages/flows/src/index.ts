export * from './countdown';
export * from './guards';
