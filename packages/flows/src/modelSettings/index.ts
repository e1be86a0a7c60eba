export * from './messages';
export * from './modelSettings.machine';
export * from './modelSettings.view';
export * from './ModelSettingsDialog';
