export * from './BindAccountDialog';
export * from './bindAccount.machine';
export * from './bindAccount.view';
export * from './messages';
