// The back office's chat prompt library (对话提示词; docs/apps.md "The prompt library"): `export * from './chatPrompts';` in ../index.ts.
export * from './chatPromptCategories.machine';
export * from './chatPrompts.machine';
export * from './ChatPromptsAdminScreen';
export * from './messages';
export * from './requests';
