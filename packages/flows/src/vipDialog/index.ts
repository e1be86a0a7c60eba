export * from './messages';
export * from './packages';
export * from './vipAccess';
export * from './vipDialog.machine';
export * from './vipDialog.view';
export * from './VipDialog';
