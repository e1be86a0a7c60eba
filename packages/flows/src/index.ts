export * from './countdown';
export * from './guards';
export * from './i18n';
