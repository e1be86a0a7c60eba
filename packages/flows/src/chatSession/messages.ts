import type { FlowCatalog } from '../i18n';

const zhCN = {
  'chatSession.loadFailed': '对话记录加载失败',
  'chatSession.olderFailed': '更早的记录加载失败',
  'chatSession.networkFailed': '网络连接中断，回答未完成，请重试',
  'chatSession.answerFailed': '回答失败，请稍后再试',
  'chatSession.failedSaved': '该回答未能完成',
  'chatSession.loginRequired': '请先登录后再进行使用！',
  'chatSession.insufficientPoints': '积分余额不足，请充值后再使用',
  'chatSession.refused': '暂时无法发送，请稍后再试',
} as const;

export type ChatSessionMessageKey = keyof typeof zhCN;

/** The texts of one conversation's machine: failures it reports and refusal fallbacks (docs/chat.md). */
export const chatSessionCatalog: FlowCatalog<ChatSessionMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'chatSession.loadFailed': 'The conversation could not be loaded',
    'chatSession.olderFailed': 'Earlier messages could not be loaded',
    'chatSession.networkFailed': 'The connection was lost before the answer finished. Please try again',
    'chatSession.answerFailed': 'The answer failed. Please try again later',
    'chatSession.failedSaved': 'This answer was not completed',
    'chatSession.loginRequired': 'Please log in first',
    'chatSession.insufficientPoints': 'Not enough points. Please top up to continue',
    'chatSession.refused': 'The message could not be sent. Please try again later',
  },
  'zh-TW': {
    'chatSession.loadFailed': '對話記錄載入失敗',
    'chatSession.olderFailed': '更早的記錄載入失敗',
    'chatSession.networkFailed': '網路連線中斷，回答未完成，請重試',
    'chatSession.answerFailed': '回答失敗，請稍後再試',
    'chatSession.failedSaved': '該回答未能完成',
    'chatSession.loginRequired': '請先登入後再進行使用！',
    'chatSession.insufficientPoints': '積分餘額不足，請儲值後再使用',
    'chatSession.refused': '暫時無法傳送，請稍後再試',
  },
};
