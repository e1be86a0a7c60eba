// The back office's rewards (issue 17): `export * from './rewards';` in ../index.ts.
export * from './messages';
export * from './rewards.machine';
export * from './RewardsScreen';
