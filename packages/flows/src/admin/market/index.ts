// The back office's gallery of shared drawings (issue 19): `export * from './market';` in ../index.ts.
export * from './marketCategories.machine';
export * from './marketItems.machine';
export * from './marketSettings.machine';
export * from './MarketAdminScreen';
export * from './messages';
export * from './requests';
