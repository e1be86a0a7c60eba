import type { Localized } from '../../domain/errors.js';

/** What the drawing calls say to users (the texts where it gives them). */
export const drawingMessages = {
  promptRequired: { zh: '请输入提示词', en: 'Please enter a prompt' },
  promptTooLong: { zh: '提示词不能超过 2000 个字符', en: 'The prompt may be at most 2,000 characters' },
  insufficientPoints: { zh: '积分余额不足，请充值后再使用', en: 'Not enough points. Please top up to continue.' },
  tooManyJobs: { zh: '当前进行中的任务已达上限，请稍后再试', en: 'You have reached the limit of drawings in progress. Please try again later.' },
  unknownDrawing: { zh: '绘画记录不存在', en: 'No such drawing' },
  notFinished: { zh: '只有已完成的任务才能获取seed', en: 'Only a finished drawing has a seed' },
  drawingInProgress: { zh: '绘制中的任务不能删除', en: 'A drawing in progress cannot be deleted' },
  unknownAction: { zh: '该操作不可用', en: 'This action is not available' },
  actionNeedsMask: { zh: '请先涂抹需要重绘的区域', en: 'Please paint the area to redraw first' },
  badMask: { zh: '蒙版图片格式不正确', en: 'The mask image is not valid' },
  modeUnavailable: { zh: '该绘画模式暂未开放', en: 'This drawing mode is not available' },
  badParam: (detail: string): Localized => ({ zh: `参数不正确：${detail}`, en: `Invalid parameter: ${detail}` }),
  sensitive: (word: string): Localized => ({ zh: `prompt包含敏感词：${word}`, en: `The prompt contains a blocked word: ${word}` }),
  queueFull: { zh: '队列已满，请稍后再试', en: 'The drawing queue is full. Please try again later.' },
  timedOut: { zh: '绘制超时', en: 'The drawing timed out' },
  upstreamDown: { zh: '绘画服务暂不可用，请稍后再试', en: 'The drawing service is unavailable. Please try again later.' },
  upstreamFailed: (detail: string): Localized => ({ zh: `绘制失败：${detail}`, en: `The drawing failed: ${detail}` }),
  transferFailed: { zh: '图片保存失败', en: 'The picture could not be saved' },
  cancelled: { zh: '任务已取消', en: 'The drawing was cancelled' },
  badNotify: { zh: '通知无效', en: 'Invalid notification' },
  badImage: { zh: '请上传 10 MB 以内的 jpg、png 或 webp 图片', en: 'Please upload a jpg, png or webp image of at most 10 MB' },
  describeOne: { zh: '请上传 1 张图片', en: 'Please upload one image' },
  blendCount: { zh: '请上传 2 到 5 张图片', en: 'Please upload 2 to 5 images' },
  unknownModel: { zh: '绘画模型不存在或已停用', en: 'This drawing model does not exist or is disabled' },
} satisfies Record<string, Localized | ((detail: string) => Localized)>;

/** What the back office's prompt library says. */
export const libraryMessages = {
  blank: { zh: '名称、标题和提示词不能为空', en: 'Names, titles and prompts cannot be blank' },
  noCategory: { zh: '提示词分类不存在', en: 'No such prompt category' },
  noPrompt: { zh: '提示词不存在', en: 'No such prompt' },
} satisfies Record<string, Localized>;
