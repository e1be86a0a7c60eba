// /knowledge/agent's flows: `import … from '@lingxi/flows/knowledgeAgent'` (the documents are knowledgeDocs').
export * from './agentTypes';
export * from './AgentToolbar';
export * from './messages';
export * from './SourcePanel';
