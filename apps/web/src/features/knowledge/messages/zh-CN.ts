/** /knowledge/workspace's texts in Simplified Chinese (the source of its key set); the screen's own are flows' `workspaceCatalog`. */
export const zhCN = {
  screens: {
    knowledgeAgent: '知识库问答',
    knowledgeWorkspace: '笔记工作台',
  },
};

export type KnowledgeMessages = typeof zhCN;
