// The back office's review queue (issue 17; SPEC §4, §6).
export * from './messages';
export * from './reviewQueue.machine';
export * from './reviewDecision.machine';
export * from './appTrial.machine';
export * from './ReviewScreen';
export * from './requests';
