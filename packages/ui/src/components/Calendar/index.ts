export * from './Calendar';
