// The back office's drawing settings, prompt library and job monitor (issue 18): `export * from './drawing';` in ../index.ts.
export * from './drawingModeration.machine';
export * from './DrawingModerationScreen';
export * from './drawingSettings';
export * from './drawingSettings.machine';
export * from './DrawingSettingsScreen';
export * from './jobMonitor.machine';
export * from './JobMonitorScreen';
export * from './messages';
export * from './promptLibraryAdmin.machine';
export * from './PromptLibraryAdminScreen';
export * from './requests';
