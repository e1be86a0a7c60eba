export * from './CustomerServiceDialog';
export * from './customerService.machine';
export * from './messages';
