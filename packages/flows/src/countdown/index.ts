export * from './countdown.machine';
