import { DomainError } from '../../domain/errors.js';
import { drawingMessages } from './messages.js';

/** The draw form's models: MJ versions send `--v`, NIJI ones `--niji` with the niji bot. */
export const mjModels = ['MJ-7', 'MJ-6.1', 'MJ-6', 'MJ-5.2', 'MJ-5.1', 'NIJI-6', 'NIJI-5'] as const;
export const mjStyles = ['', 'raw', 'cute', 'expressive', 'scenic', 'original'] as const;
export const mjQualities = [0.25, 0.5, 1, 2] as const;
/** Form modes: 1 fast, 2 relax, 3 turbo. */
export const mjModes = { 1: 'fast', 2: 'relax', 3: 'turbo' } as const;
export type MjMode = (typeof mjModes)[keyof typeof mjModes];

export const maxPromptLength = 2000;
export const maxBaseImages = 5;

/** The draw form (SPEC §3), as task_add type 1 sends it; absent fields take SPEC §9's defaults. */
export interface DrawForm {
  prompt: string;
  model?: string;
  style?: string;
  quality?: number;
  stylize?: number;
  diversity?: number;
  similarity?: number;
  sensitiveWords?: string;
  size?: string;
  baseImage?: string[];
  mode?: 1 | 2 | 3;
  translate?: 0 | 1;
  extendParam?: string[];
}

const drawFormDefaults = { model: 'MJ-5.2', quality: 2, stylize: 100, diversity: 30, similarity: 1, size: '9:16', mode: 1, translate: 1 } as const;

/** What the form becomes: the text (translated later when asked), the parameters after it, and how to send it. */
export interface BuiltPrompt {
  /** The typed text without the parameters we control. */
  text: string;
  /** Images first, then the text, then these: `--v 5.2 --ar 9:16 …`. */
  params: string;
  baseImages: string[];
  botType: 'MID_JOURNEY' | 'NIJI_JOURNEY';
  mode: MjMode;
  translate: boolean;
}

/** Parameters typed into the text that would change the price or the site's cost: the mode is ours, one job is one picture set. */
const strippedParams = /(^|\s)--(fast|relax|turbo|repeat|r|video|draft)(\s+\d+)?(?=\s|$)/gi;

/** The extra parameters a user may add, each with its value's rule. */
const extendRules: Record<string, (value: string) => boolean> = {
  seed: (value) => /^\d{1,10}$/.test(value) && Number(value) <= 4294967295,
  stop: (value) => /^\d{2,3}$/.test(value) && Number(value) >= 10 && Number(value) <= 100,
  tile: (value) => value === '',
  weird: (value) => /^\d{1,4}$/.test(value) && Number(value) <= 3000,
  cref: (value) => isImageUrl(value),
  cw: (value) => /^\d{1,3}$/.test(value) && Number(value) <= 100,
  sref: (value) => isImageUrl(value) || /^\d{1,10}$/.test(value),
  sw: (value) => /^\d{1,4}$/.test(value) && Number(value) <= 1000,
};

function isImageUrl(value: string): boolean {
  if (value.length > 500 || /\s/.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const bad = (detail: string) => new DomainError(drawingMessages.badParam(detail));

/** `--ar` as the form gives it: w:h, each 1–32, no more than 4 times longer one way. */
function checkSize(size: string): string {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(size);
  const [w, h] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || w < 1 || h < 1 || w > 32 || h > 32 || w / h > 4 || h / w > 4) throw bad(`size ${size}`);
  return size;
}

/** One extendParam entry (`--seed 42`, `--tile`) checked against the allow-list, as it goes into the prompt. */
function extendParam(entry: string): string {
  const match = /^--([a-z]+)(?:\s+(\S+))?$/.exec(entry.trim());
  const [name = '', value = ''] = [match?.[1], match?.[2]];
  const rule = extendRules[name];
  if (!match || !rule || !rule(value)) throw bad(entry.trim().slice(0, 60));
  return value ? `--${name} ${value}` : `--${name}`;
}

/** Builds the prompt from the form (the mapping); throws 400 with the reason on any value out of its rule. */
export function buildPrompt(form: DrawForm): BuiltPrompt {
  const text = form.prompt.replace(strippedParams, ' ').replace(/\s+/g, ' ').trim();
  if (!text) throw new DomainError(drawingMessages.promptRequired);
  if (form.prompt.length > maxPromptLength) throw new DomainError(drawingMessages.promptTooLong);
  const model = form.model ?? drawFormDefaults.model;
  const modelMatch = /^(MJ|NIJI)-(\d+(?:\.\d)?)$/.exec(model);
  if (!modelMatch || !(mjModels as readonly string[]).includes(model)) throw bad(`model ${model}`);
  const niji = modelMatch[1] === 'NIJI';
  const params: string[] = [niji ? `--niji ${modelMatch[2]}` : `--v ${modelMatch[2]}`];
  const style = form.style ?? '';
  // raw is MJ's; the others are niji's.
  if (style && (!(mjStyles as readonly string[]).includes(style) || (style === 'raw') === niji)) throw bad(`style ${style}`);
  if (style) params.push(`--style ${style}`);
  const quality = form.quality ?? drawFormDefaults.quality;
  if (!(mjQualities as readonly number[]).includes(quality)) throw bad(`quality ${quality}`);
  params.push(`--q ${quality}`);
  const stylize = form.stylize ?? drawFormDefaults.stylize;
  if (!Number.isInteger(stylize) || stylize < 0 || stylize > 1000) throw bad(`stylize ${stylize}`);
  params.push(`--s ${stylize}`);
  const diversity = form.diversity ?? drawFormDefaults.diversity;
  if (!Number.isInteger(diversity) || diversity < 0 || diversity > 100) throw bad(`diversity ${diversity}`);
  params.push(`--c ${diversity}`);
  params.push(`--ar ${checkSize(form.size ?? drawFormDefaults.size)}`);
  const baseImages = form.baseImage ?? [];
  if (baseImages.length > maxBaseImages) throw bad(`baseImage (at most ${maxBaseImages})`);
  for (const url of baseImages) if (!isImageUrl(url)) throw bad('baseImage');
  if (baseImages.length > 0) {
    const similarity = form.similarity ?? drawFormDefaults.similarity;
    if (similarity < 0 || similarity > 3) throw bad(`similarity ${similarity}`);
    params.push(`--iw ${similarity}`);
  }
  const no = (form.sensitiveWords ?? '').replace(/--/g, ' ').replace(/\s+/g, ' ').trim();
  if (no) params.push(`--no ${no}`);
  const extra = (form.extendParam ?? []).map(extendParam);
  const named = new Set(extra.map((entry) => entry.split(' ')[0]));
  if (named.size !== extra.length) throw bad('extendParam repeats a parameter');
  params.push(...extra);
  return {
    text,
    params: params.join(' '),
    baseImages,
    botType: niji ? 'NIJI_JOURNEY' : 'MID_JOURNEY',
    mode: mjModes[form.mode ?? drawFormDefaults.mode],
    translate: (form.translate ?? drawFormDefaults.translate) === 1,
  };
}

/** True when a text holds Chinese (then `translate` sends it through the chat model first). */
export const hasChinese = (text: string) => /[\u3400-\u9fff]/.test(text);
