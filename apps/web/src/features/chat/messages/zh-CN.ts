/** Chat's texts in Simplified Chinese (the source of its key set). */
export const zhCN = {
  screens: {
    chat: 'AI 对话',
    document: '文档创作',
    gpt: '自定义助手',
  },
  chat: {
    upload: '上传文件',
    uploading: '正在上传',
    uploaded: '《{{name}}》已上传，可以开始提问了',
    uploadFailed: '文件上传失败，请稍后再试',
    removeFile: '移除文件 {{name}}',
    demoTitle: '演示模式',
    demoBody: '回答来自内置演示模型',
    demoDismiss: '关闭演示模式提示',
    documentPlaceholder: '上传 PDF、Word、TXT 或 Markdown 文件后，就文件内容提问',
    appCentre: '应用中心',
    agents: {
      emptyTitle: '和智能体开始对话',
      emptyBody: '在智能体广场选一个智能体，和它的对话都会保存在这里。',
      browse: '浏览智能体',
    },
  },
};

export type ChatMessages = typeof zhCN;
