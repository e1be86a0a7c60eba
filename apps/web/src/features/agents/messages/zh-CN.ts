/** /gpts's texts in Simplified Chinese (the source of its key set); the screen's own texts are flows' `agentsCatalogs`. */
export const zhCN = {
  screens: {
    agents: '智能体',
  },
};

export type AgentsMessages = typeof zhCN;
