// The documents panel of /knowledge/agent with the upload progress dialog: `import … from '@lingxi/flows/knowledgeDocs'`.
export * from './docsTypes';
export * from './messages';
export {
  type KnowledgeDocsContext,
  type KnowledgeDocsEmitted,
  type KnowledgeDocsEvent,
  type KnowledgeDocsInput,
  knowledgeDocsMachine,
  provideKnowledgeDocs,
  statusPollMs,
  type UploadEntry,
  type UploadState,
  uploadSender,
  uploadStates,
} from './knowledgeDocs.machine';
export * from './KnowledgeDocs';
export * from './UploadProgressDialog';
