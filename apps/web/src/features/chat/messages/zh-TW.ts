import type { MessageShape } from '../../feature';
import type { ChatMessages } from './zh-CN';

export const zhTW: MessageShape<ChatMessages> = {
  screens: {
    chat: 'AI 對話',
    document: '文件創作',
    gpt: '自訂助理',
  },
  chat: {
    upload: '上傳檔案',
    uploading: '正在上傳',
    uploaded: '《{{name}}》已上傳，可以開始提問了',
    uploadFailed: '檔案上傳失敗，請稍後再試',
    removeFile: '移除檔案 {{name}}',
    demoTitle: '示範模式',
    demoBody: '回答來自內建示範模型',
    demoDismiss: '關閉示範模式提示',
    documentPlaceholder: '上傳 PDF、Word、TXT 或 Markdown 檔案後，就檔案內容提問',
    appCentre: '應用中心',
    agents: {
      emptyTitle: '和智慧體開始對話',
      emptyBody: '在智慧體廣場選一個智慧體，和它的對話都會保存在這裡。',
      browse: '瀏覽智慧體',
    },
  },
};
