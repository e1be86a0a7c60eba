// The back office's app store (docs/apps.md "Back office (server)"): `export * from './apps';` in ../index.ts.
export * from './adminApps.machine';
export * from './appCategories.machine';
export * from './appUsage.machine';
export * from './officialApp.machine';
export * from './AppsAdminScreen';
export * from './messages';
export * from './requests';
