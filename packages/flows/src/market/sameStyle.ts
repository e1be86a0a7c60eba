import { drawModels, type DrawFormValues, drawQualities, drawSizes, oneOf, stylesOf } from '../drawing/drawForm';
import type { ParsedPrompt } from './mjPromptParser';

const numberOf = (advanced: ParsedPrompt['advanced'], name: string) => {
  const value = Number(advanced.find((param) => param.name === name)?.value.split(' ')[0]);
  return Number.isFinite(value) ? value : null;
};
const clamp = (value: number | null, min: number, max: number, fallback: number) =>
  value === null ? fallback : Math.min(max, Math.max(min, Math.round(value)));

/**
 * 做同款: the draw form with a shared drawing's prompt and what its parameters say (model and version, ratio, --s,
 * --c, --q, --style); what the form cannot hold keeps the user's own setting.
 */
export function sameStyleForm(prompt: string, parsed: ParsedPrompt, base: DrawFormValues): DrawFormValues {
  const { family, version } = parsed.model;
  const wanted = family === 'NJ' ? `NIJI-${version ?? '6'}` : version ? `MJ-${version.replace(/\.0$/, '')}` : base.model;
  const model = oneOf(drawModels, wanted, family === 'NJ' ? 'NIJI-6' : base.model);
  const style = parsed.advanced.find((param) => param.name === 'style')?.value ?? '';
  const quality = numberOf(parsed.advanced, 'q');
  return {
    ...base,
    prompt,
    model,
    size: oneOf(drawSizes, parsed.ratio, base.size),
    style: oneOf(stylesOf(model), style, ''),
    stylize: clamp(numberOf(parsed.advanced, 's'), 0, 1000, base.stylize),
    diversity: clamp(numberOf(parsed.advanced, 'c'), 0, 100, base.diversity),
    quality: quality !== null && (drawQualities as readonly number[]).includes(quality) ? quality : base.quality,
  };
}
