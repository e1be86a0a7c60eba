// The back office's usage and quotas (issue 17): `export * from './usage';` in ../index.ts.
export * from './messages';
export * from './usage.machine';
export * from './UsageScreen';
