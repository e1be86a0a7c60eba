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

/** What the back office's model editor (routes/adminModels.ts) says to operators. */
export const modelAdminMessages = {
  notFound: { zh: '模型不存在', en: 'No such model' },
  blankName: { zh: '模型名称不能为空', en: 'The model needs a name' },
  blankModel: { zh: '模型 ID 不能为空', en: 'The model needs an id' },
  duplicateModel: (model: string): Localized => ({ zh: `模型 ID ${model} 已被其他模型使用`, en: `Another model already uses the id ${model}` }),
  unknownLevel: { zh: '会员等级不存在', en: 'No such membership level' },
  responseOverContext: { zh: '单次回复上限不能超过上下文上限', en: 'The answer limit cannot exceed the context limit' },
  roundsOverMax: { zh: '默认轮数不能超过最大轮数', en: 'The default rounds cannot exceed the maximum' },
  topN: (max: string): Localized => ({
    zh: `温度（topN）须在 0 到 ${max} 之间，最多一位小数`,
    en: `topN must be between 0 and ${max}, with one decimal at most`,
  }),
  badBaseUrl: { zh: '接口地址须是以 http:// 或 https:// 开头的网址', en: 'The endpoint must be an http:// or https:// address' },
  lastEnabled: { zh: '至少保留一个启用的对话模型', en: 'At least one chat model must stay enabled' },
  inUse: { zh: '该模型已有对话记录，不能删除；不再使用请停用它', en: 'This model has conversations and cannot be deleted; disable it instead' },
  badOrder: { zh: '排序须列出每个模型各一次', en: 'The order must list every model exactly once' },
  noEndpoint: { zh: '本模型和站点默认接口都未设置接口地址和密钥', en: 'Neither this model nor the site has an endpoint and key' },
  demoMode: {
    zh: '本模型和站点默认接口都未设置接口地址和密钥：当前为演示模式，对话由内置演示服务回答',
    en: 'Neither this model nor the site has an endpoint and key: demo mode, chats are answered by the built-in demo service',
  },
} satisfies Record<string, Localized | ((detail: string) => Localized)>;
