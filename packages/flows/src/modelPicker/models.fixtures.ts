import type { ChatModel, GroupModelConfig } from '../chat/chatTypes';
import { groupConfigFor } from './modelConfig';

/** A small square logo as an inline SVG data URL (stories and tests stay offline). */
const logo = (background: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="${background}"/><text x="20" y="25" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const base: Omit<ChatModel, 'id' | 'modelName' | 'model' | 'cover' | 'description'> = {
  keyType: 1,
  modelType: 'chat',
  canAudio: false,
  canUpload: false,
  maxModelTokens: 8096,
  maxResponseTokens: 4000,
  topN: 0.8,
  systemMessage: null,
  maxRounds: 12,
  rounds: 8,
  deductType: 1,
  deduct: 1,
  vipFreeNum: 0,
  used: 0,
};

/** The default model (first in the list): members get 20 free uses a day, 3 used today. */
export const gpt4oMini: ChatModel = {
  ...base,
  id: 1,
  modelName: 'GPT-4o mini',
  model: 'gpt-4o-mini',
  cover: logo('#10a37f', '4o'),
  description: '快速、经济的通用对话模型，适合日常问答、写作和翻译。',
  canUpload: true,
  maxModelTokens: 16000,
  maxResponseTokens: 4000,
  deduct: 1,
  vipFreeNum: 20,
  used: 3,
};

/** Reasoning model, advanced points, free for members. */
export const deepseekR1: ChatModel = {
  ...base,
  id: 2,
  modelName: 'DeepSeek-R1 深度思考',
  model: 'deepseek-r1',
  cover: logo('#4d6bfe', 'R1'),
  description: '先思考再回答：擅长数学、代码与复杂推理，回答中会展示完整的思考过程，耗时略长，请耐心等待。',
  keyType: 2,
  maxModelTokens: 64000,
  maxResponseTokens: 8000,
  maxRounds: 6,
  rounds: 4,
  deductType: 2,
  deduct: 3,
  vipFreeNum: -1,
};

/** Advanced points per use; keyType 2 (topN up to 1). */
export const claudeSonnet: ChatModel = {
  ...base,
  id: 3,
  modelName: 'Claude 3.5 Sonnet',
  model: 'claude-3.5-sonnet',
  cover: logo('#d97757', 'C'),
  description: '长文写作与代码能力出色，支持图片理解。',
  keyType: 2,
  canUpload: true,
  maxModelTokens: 200000,
  maxResponseTokens: 8000,
  maxRounds: 20,
  deductType: 2,
  deduct: 5,
};

/** Free for everyone; no cover (the initial avatar shows). */
export const qwenMax: ChatModel = {
  ...base,
  id: 4,
  modelName: '通义千问 Qwen-Max',
  model: 'qwen-max',
  cover: null,
  description: '阿里云通义千问旗舰模型，中文理解与生成能力强。',
  maxModelTokens: 32000,
  maxResponseTokens: 2000,
  deduct: 0,
};

/** A long CJK name and description, a used-up daily quota, no cover. */
const longNameModel: ChatModel = {
  ...base,
  id: 5,
  modelName: '文心一言 4.0 Turbo 超长上下文增强版（企业知识库专用）',
  model: 'ernie-4.0-turbo-128k',
  cover: null,
  description:
    '百度文心大模型旗舰版本，支持十二万八千字超长上下文，适合长文档总结、合同审阅、知识库问答与多轮复杂对话，回答更稳定、更详细，并支持联网检索最新资讯。',
  maxModelTokens: 128000,
  maxResponseTokens: 4000,
  maxRounds: 30,
  deductType: 2,
  deduct: 2,
  vipFreeNum: 5,
  used: 7,
};

/** Basic points, no description. */
const moonshot: ChatModel = {
  ...base,
  id: 6,
  modelName: 'Kimi moonshot-v1-8k',
  model: 'moonshot-v1-8k',
  cover: logo('#16191e', 'K'),
  description: null,
  deduct: 2,
};

/** The picker's list: every cost case, long CJK names, missing covers. */
export const storyModels: ChatModel[] = [gpt4oMini, deepseekR1, claudeSonnet, qwenMax, longNameModel, moonshot];

/** A group that chose DeepSeek-R1 with its own settings. */
export const deepseekConfig: GroupModelConfig = groupConfigFor(deepseekR1, { topN: 0.5, rounds: 4, maxResponseTokens: 6000 });

/** A group on Claude (keyType 2). */
export const claudeConfig: GroupModelConfig = groupConfigFor(claudeSonnet, { topN: 0.6, rounds: 12, maxResponseTokens: 4000 });
