// The back office's chat-models screen (issue 17; SPEC §3 Model).
export * from './messages';
export * from './modelForm';
export * from './models.machine';
export * from './ModelsScreen';
export * from './requests';
