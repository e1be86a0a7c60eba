// The prompt library (/chat/prompt): `import … from '@lingxi/flows/promptLibrary'`.
export * from './messages';
export * from './promptLibrary.machine';
export * from './promptLibrary.fixtures';
export * from './PromptLibrary';
