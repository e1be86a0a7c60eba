import { drawModels, drawSizes } from '../../drawing/drawForm';
import type { QuickTool } from '../../drawing/quickTools';
/** GET /admin/drawing/settings: what the server uses for drawing, where drawings go, and the models that can translate. */
export interface DrawingAdminData {
  settings: DrawingSettingValues;
  routing: Record<RoutingKey, string>;
  secretSet: boolean;
  demoMode: boolean;
  chatModels: { model: string; name: string }[];
}

export const drawModes = [1, 2, 3] as const;
export type DrawModeNumber = (typeof drawModes)[number];

/** The whole-number settings, by the screen's groups, with the bounds the server takes (routes/adminSettings.ts). */
export const numberGroups = {
  prices: [
    'fast_mjDeduction1',
    'fast_mjDeduction2',
    'fast_mjDeduction3',
    'relax_mjDeduction1',
    'relax_mjDeduction2',
    'relax_mjDeduction3',
    'trubo_mjDeduction1',
    'trubo_mjDeduction2',
    'trubo_mjDeduction3',
  ],
  vipFree: ['fast_vip_free', 'relax_vip_free', 'turbo_vip_free'],
  limits: ['mjConcurrentJobs', 'mjFastTimeoutMinutes', 'mjRelaxTimeoutMinutes'],
} as const;
export type NumberKey = (typeof numberGroups)[keyof typeof numberGroups][number];
export const numberKeys = Object.values(numberGroups).flat() as NumberKey[];
const bounds = (key: NumberKey): [number, number] =>
  key.includes('Deduction') ? [0, 100_000] : key.endsWith('vip_free') ? [0, 1000] : key === 'mjConcurrentJobs' ? [1, 50] : [1, 1440];

export const textKeys = ['mjTranslateModel', 'mjSensitiveWords', 'drawSuggestWords', 'drawQuickTools'] as const;
export type TextKey = (typeof textKeys)[number];
export const routingKeys = ['mjProxyHost', 'mjFastProxyHost', 'mjRelaxProxyHost', 'mjTurboProxyHost', 'mjFaceProxyHost', 'mjProxyImgUrl'] as const;
export type RoutingKey = (typeof routingKeys)[number];

export type DrawingSettingValues = Record<NumberKey, number> & {
  mjModes: DrawModeNumber[];
  mjTranslateModel: string;
  mjSensitiveWords: string;
  drawSuggestWords: string[];
  drawQuickTools: QuickTool[];
};

/** The quick tools as one line each: 名称 | 说明 | 模板 | 输入提示 | 尺寸 | 模型 (at most 24). */
export const toolLine = (tool: QuickTool) => [tool.name, tool.description, tool.template, tool.placeholder, tool.size, tool.model].join(' | ');

/** The lines as tools, or null when one does not read (six fields, the server's lengths, a size and a model it knows). */
export function toolsOfLines(text: string): QuickTool[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 24) return null;
  const tools: QuickTool[] = [];
  for (const line of lines) {
    const fields = line.split('|').map((field) => field.trim());
    if (fields.length !== 6) return null;
    const [name, description, template, placeholder, size, model] = fields as [string, string, string, string, string, string];
    const length = (value: string) => [...value].length;
    if (!name || length(name) > 20 || length(description) > 60 || !template || length(template) > 1000 || length(placeholder) > 40) return null;
    if (!(drawSizes as readonly string[]).includes(size) || !(drawModels as readonly string[]).includes(model)) return null;
    tools.push({ name, description, template, placeholder, size: size as QuickTool['size'], model: model as QuickTool['model'] });
  }
  return tools;
}

/** The fields as typed: numbers and hosts as text, suggestion chips one per line. */
export type DrawingDrafts = Record<NumberKey | TextKey | RoutingKey, string> & { mjModes: DrawModeNumber[] };
export type DraftKey = Exclude<keyof DrawingDrafts, 'mjModes'>;

/** Why a field is refused before any call (the messages' keys). */
export type DraftProblem = 'number' | 'host' | 'word' | 'modes' | 'tool';

const byNumber = (a: number, b: number) => a - b;

export const draftsOf = (data: DrawingAdminData): DrawingDrafts => ({
  ...(Object.fromEntries(numberKeys.map((key) => [key, String(data.settings[key])])) as Record<NumberKey, string>),
  mjModes: [...data.settings.mjModes].sort(byNumber),
  mjTranslateModel: data.settings.mjTranslateModel,
  mjSensitiveWords: data.settings.mjSensitiveWords,
  drawSuggestWords: data.settings.drawSuggestWords.join('\n'),
  drawQuickTools: data.settings.drawQuickTools.map(toolLine).join('\n'),
  ...data.routing,
});

const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((word) => word.trim())
    .filter(Boolean);
const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The settings whose drafts differ from the server's, or what is wrong with the drafts. */
export function settingsChanges(data: DrawingAdminData, drafts: DrawingDrafts) {
  const changes: Partial<DrawingSettingValues> = {};
  const problems: Partial<Record<DraftKey | 'mjModes', DraftProblem>> = {};
  for (const key of numberKeys) {
    const text = drafts[key].trim();
    const [min, max] = bounds(key);
    const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= min && value <= max)) problems[key] = 'number';
    else if (value !== data.settings[key]) changes[key] = value;
  }
  const modes = [...drafts.mjModes].sort(byNumber);
  if (modes.length === 0) problems.mjModes = 'modes';
  else if (!sameList(modes, [...data.settings.mjModes].sort(byNumber))) changes.mjModes = modes;
  const words = wordsOf(drafts.drawSuggestWords);
  if (words.length > 50 || words.some((word) => [...word].length > 20)) problems.drawSuggestWords = 'word';
  else if (!sameList(words, data.settings.drawSuggestWords)) changes.drawSuggestWords = words;
  const tools = toolsOfLines(drafts.drawQuickTools);
  if (!tools) problems.drawQuickTools = 'tool';
  else if (!sameList(tools.map(toolLine), data.settings.drawQuickTools.map(toolLine))) changes.drawQuickTools = tools;
  if (drafts.mjTranslateModel !== data.settings.mjTranslateModel) changes.mjTranslateModel = drafts.mjTranslateModel;
  if (drafts.mjSensitiveWords.trim() !== data.settings.mjSensitiveWords.trim()) changes.mjSensitiveWords = drafts.mjSensitiveWords.trim();
  return { changes, problems };
}

/** The secret as edited: unchanged (null draft and not cleared), a new value, or cleared. */
export interface SecretDraft {
  value: string;
  clear: boolean;
}

const hostPattern = /^https?:\/\/\S+$/;

/** The routing keys (and the secret) whose drafts differ, or the hosts that are not http(s) addresses. */
export function routingChanges(data: DrawingAdminData, drafts: DrawingDrafts, secret: SecretDraft) {
  const changes: Partial<Record<RoutingKey, string>> & { mjProxySecret?: string | null } = {};
  const problems: Partial<Record<RoutingKey, DraftProblem>> = {};
  for (const key of routingKeys) {
    const value = drafts[key].trim().replace(/\/+$/, '');
    if (value !== '' && !hostPattern.test(value)) problems[key] = 'host';
    else if (value !== data.routing[key]) changes[key] = value;
  }
  if (secret.clear) changes.mjProxySecret = null;
  else if (secret.value.trim() !== '') changes.mjProxySecret = secret.value.trim();
  return { changes, problems };
}
