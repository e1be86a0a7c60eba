// The back office's knowledge-base settings (issue 21): `export * from './knowledge';` in ../index.ts. Only what the
// app uses: the draft helpers' names are the drawing settings' too.
export { type EndpointValues, type KnowledgeAdminData, knowledgeEndpointSave } from './knowledgeAdmin';
export { type EndpointTest, type EndpointTestInput } from './knowledgeAdmin.machine';
export * from './KnowledgeAdminScreen';
export * from './messages';
