import type { DrawModalKind } from './drawModal.machine';
import type { DrawButton } from './drawTypes';
import type { DrawingMessageKey } from './messages';

/** How a button is shown: its own label (U1, V2) or ours, and whether it is offered at all. */
export interface ShownButton {
  customId: string;
  /** The proxy's own label (U1, V2); empty for the others, which show `name`. */
  text: string;
  /** Our name for it (重新生成, 向左扩展): the proxy's emoji need a colour-emoji font the page cannot count on. */
  name?: DrawingMessageKey;
}

const named: [RegExp, DrawingMessageKey][] = [
  [/^MJ::Inpaint::/, 'drawing.action.varyRegion'],
  [/^MJ::CustomZoom::/, 'drawing.action.customZoom'],
  [/^MJ::JOB::reroll::/, 'drawing.action.reroll'],
  [/^MJ::JOB::high_variation::/, 'drawing.action.varyStrong'],
  [/^MJ::JOB::low_variation::/, 'drawing.action.varySubtle'],
  [/^MJ::Outpaint::50::/, 'drawing.action.zoom2'],
  [/^MJ::Outpaint::75::/, 'drawing.action.zoom15'],
  [/^MJ::JOB::pan_left::/, 'drawing.action.panLeft'],
  [/^MJ::JOB::pan_right::/, 'drawing.action.panRight'],
  [/^MJ::JOB::pan_up::/, 'drawing.action.panUp'],
  [/^MJ::JOB::pan_down::/, 'drawing.action.panDown'],
  [/_2x_subtle::|_4x_subtle::/, 'drawing.action.upscaleSubtle'],
  [/_2x_creative::|_4x_creative::/, 'drawing.action.upscaleCreative'],
];

/** The buttons that open a dialog first (the proxy pauses them as MODAL): Vary (Region)'s mask, Custom Zoom's factor. */
export function modalOf(customId: string): DrawModalKind | null {
  if (customId.startsWith('MJ::Inpaint::')) return 'region';
  return customId.startsWith('MJ::CustomZoom::') ? 'zoom' : null;
}

/** The buttons a finished drawing offers: U1–U4 and V1–V4 by their own labels, the others by our names. */
export function shownButtons(buttons: readonly DrawButton[]): ShownButton[] {
  return buttons.flatMap((button) => {
    if (/^MJ::JOB::(upsample|variation)::[1-4]::/.test(button.customId)) return [{ customId: button.customId, text: button.label }];
    const name = named.find(([pattern]) => pattern.test(button.customId))?.[1];
    if (!name) return [];
    return [{ customId: button.customId, text: '', name }];
  });
}
