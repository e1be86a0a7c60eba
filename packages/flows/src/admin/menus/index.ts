// The back office's menus screen (issue 17; SPEC §2.1).
export * from './messages';
export * from './menus.machine';
export * from './menuIconChoices';
export * from './MenusScreen';
export * from './requests';
