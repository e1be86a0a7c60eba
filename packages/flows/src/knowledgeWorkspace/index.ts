// The notes workspace (/knowledge/workspace): `import … from '@lingxi/flows/knowledgeWorkspace'`.
export * from './KnowledgeWorkspace';
export * from './messages';
export * from './workspaceTypes';
