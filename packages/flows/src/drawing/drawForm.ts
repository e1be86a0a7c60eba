import type { DrawingMessageKey } from './messages';
import type { TaskAddBody } from './drawTypes';

/** The draw form's choices (SPEC §3 draw form; the server refuses anything else). */
export const drawModels = ['MJ-7', 'MJ-6.1', 'MJ-6', 'MJ-5.2', 'MJ-5.1', 'NIJI-6', 'NIJI-5'] as const;
export const drawSizes = ['1:1', '9:16', '16:9', '3:4', '4:3', '2:3', '3:2'] as const;
export const drawModes = [1, 2, 3] as const;
export const drawQualities = [0.25, 0.5, 1, 2] as const;
/** raw for MJ; the others for NIJI. */
export const mjStyles = ['', 'raw'] as const;
export const nijiStyles = ['', 'cute', 'expressive', 'scenic', 'original'] as const;
export const maxPromptLength = 2000;

export type DrawModel = (typeof drawModels)[number];
export type DrawSize = (typeof drawSizes)[number];
export type DrawMode = (typeof drawModes)[number];

export interface DrawFormValues {
  prompt: string;
  model: DrawModel;
  style: string;
  size: DrawSize;
  mode: DrawMode;
  quality: number;
  stylize: number;
  diversity: number;
  sensitiveWords: string;
  translate: 0 | 1;
}

/** SPEC §9: model MJ-5.2, quality 2, stylize 100, diversity 30, size 9:16, mode 1, translate 1. */
export const drawFormDefaults: DrawFormValues = {
  prompt: '',
  model: 'MJ-5.2',
  style: '',
  size: '9:16',
  mode: 1,
  quality: 2,
  stylize: 100,
  diversity: 30,
  sensitiveWords: '',
  translate: 1,
};

export const modeName = { 1: 'fast', 2: 'relax', 3: 'turbo' } as const satisfies Record<DrawMode, string>;
export const stylesOf = (model: DrawModel): readonly string[] => (model.startsWith('NIJI') ? nijiStyles : mjStyles);

/** What stops a submit, as a message key; null when the form may go. */
export function drawFormError(values: DrawFormValues): DrawingMessageKey | null {
  if (!values.prompt.trim()) return 'drawing.error.promptRequired';
  if (values.prompt.length > maxPromptLength) return 'drawing.error.promptTooLong';
  return null;
}

/** task_add's imagine body for the form (the server builds the prompt from it). */
export function imagineBody(values: DrawFormValues): TaskAddBody {
  const { prompt, model, style, size, mode, quality, stylize, diversity, sensitiveWords, translate } = values;
  return {
    type: 1,
    params: {
      prompt: prompt.trim(),
      model,
      style: stylesOf(model).includes(style) ? style : '',
      size,
      mode,
      quality,
      stylize,
      diversity,
      sensitiveWords,
      translate,
    },
  } as TaskAddBody;
}

const within = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
/** A kept value if it is one of the allowed, else the fallback. */
export const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** A kept form's fields; unreadable or not an object: none (the defaults apply). */
export function storedRecord(stored: string | null): Record<string, unknown> {
  try {
    const parsed = JSON.parse(stored ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A form kept across reloads (localStorage): each field checked against its rule, the default where it fails. */
export function restoreDrawForm(stored: string | null): DrawFormValues {
  const raw = storedRecord(stored);
  const d = drawFormDefaults;
  const model = oneOf(drawModels, raw.model, d.model);
  return {
    prompt: typeof raw.prompt === 'string' ? raw.prompt.slice(0, maxPromptLength) : d.prompt,
    model,
    style: oneOf(stylesOf(model), raw.style, d.style),
    size: oneOf(drawSizes, raw.size, d.size),
    mode: oneOf(drawModes, raw.mode, d.mode),
    quality: oneOf(drawQualities, raw.quality, d.quality),
    stylize: within(raw.stylize, 0, 1000, d.stylize),
    diversity: within(raw.diversity, 0, 100, d.diversity),
    sensitiveWords: typeof raw.sensitiveWords === 'string' ? raw.sensitiveWords.slice(0, 200) : d.sensitiveWords,
    translate: raw.translate === 0 ? 0 : 1,
  };
}

/** The price of a drawing in a mode and price class (1 imagine, 2 U1–U4, describe, shorten; 3 seed), from the public config; null when the operator set none. */
export function imaginePrice(config: Readonly<Record<string, unknown>>, mode: DrawMode, priceClass: 1 | 2 | 3 = 1): number | null {
  const key = `${mode === 3 ? 'trubo' : modeName[mode]}_mjDeduction${priceClass}`;
  const value = Number(config[key]);
  return config[key] === undefined || config[key] === '' || !Number.isFinite(value) ? null : Math.max(0, value);
}

/** "a, b" → adds a word to the prompt (a suggestion chip), once. */
export function withWord(prompt: string, word: string): string {
  const trimmed = prompt.trim();
  if (!trimmed) return word;
  if (trimmed.split(/[,，\s]+/).includes(word)) return prompt;
  return `${trimmed}${/[\u3400-\u9fff]$/.test(trimmed) ? '，' : ', '}${word}`;
}
