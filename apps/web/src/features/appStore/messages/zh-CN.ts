/** The app store's texts in Simplified Chinese (the source of its key set); the screens' own texts are the flows' catalogs. */
export const zhCN = {
  screens: {
    chatPrompt: '提示词',
    appStore: '应用广场',
    roleGallery: '角色扮演',
  },
};

export type AppStoreMessages = typeof zhCN;
