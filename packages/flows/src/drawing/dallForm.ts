import type { BodyOf, DataOf } from '@lingxi/api-client';
import { maxPromptLength, oneOf, storedRecord } from './drawForm';
import type { DrawingMessageKey } from './messages';

/** chat-draw's body: an images model's drawing (docs/drawing.md). */
export type ImageDrawBody = BodyOf<'/api/chatgpt/chat-draw'>;
/** A drawing model as GET /models/list?modelType=draw lists it (its price is `deduct` points a picture). */
export type DrawModelEntry = Pick<DataOf<'/api/models/list', 'get'>['rows'][number], 'id' | 'modelName' | 'deduct'>;

/** DALL·E 3's choices (the server takes gpt-image sizes too; the form offers one model family's). */
export const dallSizes = ['1024x1024', '1792x1024', '1024x1792'] as const;
export const dallQualities = ['standard', 'hd'] as const;
export const dallStyles = ['vivid', 'natural'] as const;

export interface DallFormValues {
  prompt: string;
  /** The drawing model's id; 0 until the models are read. */
  modelId: number;
  size: (typeof dallSizes)[number];
  quality: (typeof dallQualities)[number];
  style: (typeof dallStyles)[number];
}

export const dallFormDefaults: DallFormValues = { prompt: '', modelId: 0, size: '1024x1024', quality: 'standard', style: 'vivid' };

/** What stops a submit, as a message key; null when the form may go. */
export function dallFormError(values: DallFormValues, models: readonly DrawModelEntry[]): DrawingMessageKey | null {
  if (!values.prompt.trim()) return 'drawing.error.promptRequired';
  if (values.prompt.length > maxPromptLength) return 'drawing.error.promptTooLong';
  if (!models.some((model) => model.id === values.modelId)) return 'drawing.dall.chooseModel';
  return null;
}

export const dallBody = ({ prompt, modelId, size, quality, style }: DallFormValues): ImageDrawBody => ({
  prompt: prompt.trim(),
  modelId,
  size,
  quality,
  style,
  n: 1,
});

/** The form as kept in the browser, each field checked (a bad or missing one takes its default). */
export function restoreDallForm(stored: string | null): DallFormValues {
  const raw = storedRecord(stored);
  const d = dallFormDefaults;
  return {
    prompt: typeof raw.prompt === 'string' ? raw.prompt.slice(0, maxPromptLength) : d.prompt,
    modelId: typeof raw.modelId === 'number' && Number.isSafeInteger(raw.modelId) ? raw.modelId : d.modelId,
    size: oneOf(dallSizes, raw.size, d.size),
    quality: oneOf(dallQualities, raw.quality, d.quality),
    style: oneOf(dallStyles, raw.style, d.style),
  };
}
