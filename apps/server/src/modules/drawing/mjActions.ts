import type { DrawButton } from './schema.js';

/** Price classes (PROTOCOLS §2): 1 makes pictures, 2 picks or reads them, 3 small lookups. */
export type PriceClass = 1 | 2 | 3;

export interface ActionKind {
  /** What the action is called (and the drawing's `action`). */
  action: 'UPSCALE' | 'VARIATION' | 'REROLL' | 'ZOOM' | 'PAN';
  priceClass: PriceClass;
  /** Vary (Region) needs a mask and Custom Zoom a prompt: the proxy answers MODAL and waits for them. */
  modal: 'region' | 'zoom' | null;
}

/** What each button does, by its customId (PROTOCOLS §5.2). Unknown ones (❤️, "Imagine all") are not offered. */
const kinds: [RegExp, ActionKind][] = [
  [/^MJ::JOB::upsample::[1-4]::/, { action: 'UPSCALE', priceClass: 2, modal: null }],
  [/^MJ::JOB::upsample_v\d+_(2x|4x)_(subtle|creative)::/, { action: 'UPSCALE', priceClass: 1, modal: null }],
  [/^MJ::JOB::upsample_v5_(2x|4x)::/, { action: 'UPSCALE', priceClass: 1, modal: null }],
  [/^MJ::JOB::variation::[1-4]::/, { action: 'VARIATION', priceClass: 1, modal: null }],
  [/^MJ::JOB::(high|low)_variation::/, { action: 'VARIATION', priceClass: 1, modal: null }],
  [/^MJ::JOB::reroll::/, { action: 'REROLL', priceClass: 1, modal: null }],
  [/^MJ::Outpaint::(50|75)::/, { action: 'ZOOM', priceClass: 1, modal: null }],
  [/^MJ::CustomZoom::/, { action: 'ZOOM', priceClass: 1, modal: 'zoom' }],
  [/^MJ::JOB::pan_(left|right|up|down)::/, { action: 'PAN', priceClass: 1, modal: null }],
  [/^MJ::Inpaint::/, { action: 'VARIATION', priceClass: 1, modal: 'region' }],
];

export function actionKind(customId: string): ActionKind | null {
  return kinds.find(([pattern]) => pattern.test(customId))?.[1] ?? null;
}

/** The proxy's buttons as we keep them: only those we can run (no "Imagine all", no ❤️). */
export function keptButtons(buttons: unknown): DrawButton[] {
  if (!Array.isArray(buttons)) return [];
  return buttons.flatMap((button: unknown) => {
    if (typeof button !== 'object' || button === null) return [];
    const { customId, label, emoji } = button as Record<string, unknown>;
    if (typeof customId !== 'string' || customId.length > 300 || !actionKind(customId)) return [];
    return [{ customId, label: typeof label === 'string' ? label.slice(0, 40) : '', emoji: typeof emoji === 'string' ? emoji.slice(0, 16) : '' }];
  });
}
