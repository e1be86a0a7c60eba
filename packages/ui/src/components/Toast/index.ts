export * from './toastQueue';
export * from './Toast';
