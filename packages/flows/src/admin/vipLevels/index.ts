// The back office's membership levels screen (issue 17, beyond SPEC).
export * from './messages';
export * from './vipLevels.machine';
export * from './VipLevelsScreen';
export * from './requests';
