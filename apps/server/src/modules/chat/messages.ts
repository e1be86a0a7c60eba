import type { Localized } from '../../domain/errors.js';

/** What the chat calls say to users (SPEC §8 leaves these to us; PROTOCOLS §1 lists what peers say). */
export const chatMessages = {
  insufficientPoints: { zh: '积分余额不足，请充值后再使用', en: 'Not enough points. Please top up to continue.' },
  loginRequired: { zh: '请先登录后再进行使用！', en: 'Please log in first' },
  unknownGroup: { zh: '对话不存在', en: 'No such conversation' },
  unknownLog: { zh: '消息不存在', en: 'No such message' },
  noModel: { zh: '当前没有可用的模型，请联系管理员', en: 'No model is available. Please contact the site operator.' },
  unknownModel: { zh: '模型不存在或已停用', en: 'This model does not exist or is disabled' },
  badConfig: { zh: '对话配置无效', en: 'The conversation settings are invalid' },
  /** `levels`: the levels' names joined by 、 */
  levelOnly: (levels: string): Localized => ({ zh: `该模型仅限${levels}可用`, en: `This model is only for: ${levels}` }),
  noVision: { zh: '当前模型不支持图片，请切换支持识图的模型', en: 'The current model cannot read images. Please switch to a model that supports images.' },
  nothingToRegenerate: { zh: '没有可重新生成的回答', en: 'There is no answer to regenerate' },
  busy: { zh: '上一个回答还在生成中，请稍候', en: 'The previous answer is still being written' },
  upstreamKey: { zh: '模型服务密钥无效，请联系管理员', en: 'The model service key is invalid. Please contact the site operator.' },
  upstreamQuota: { zh: '模型服务繁忙或额度不足，请稍后再试', en: 'The model service is busy or out of quota. Please try again later.' },
  upstreamDown: { zh: '模型服务暂不可用，请稍后再试', en: 'The model service is unavailable. Please try again later.' },
  upstreamTimeout: { zh: '模型响应超时，请稍后再试', en: 'The model took too long to answer. Please try again later.' },
  upstreamRefused: (detail: string): Localized => ({ zh: `模型服务拒绝了请求：${detail}`, en: `The model service refused the request: ${detail}` }),
} satisfies Record<string, Localized | ((detail: string) => Localized)>;
