// The back office's packages screen (issue 17; SPEC §6).
export * from './messages';
export * from './goods.machine';
export * from './GoodsScreen';
export * from './requests';
