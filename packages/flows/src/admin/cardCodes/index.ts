// The back office's card codes screen (issue 17; SPEC §6).
export * from './messages';
export * from './cardGenerate.machine';
export * from './cardBatches.machine';
export * from './cardCodes.machine';
export * from './requests';
export * from './CardCodesScreen';
