export * from './Modal';
export * from './Dialog';
export * from './ConfirmDialog';
