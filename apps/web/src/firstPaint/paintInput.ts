/**
 * What a visitor did on the server's paint before the app took it over. The paint's buttons do nothing by themselves,
 * so startAppScript records a click on one (window.lxPaintClick); the app's first render replaces the paint with the
 * same markup, where the button clicked and the element focused are found again by position and text: the click is
 * replayed and the focus kept. An early click is answered late, never lost; a mismatch (the screen changed) drops it.
 */
export interface PaintClick {
  /** The button's position among the paint's buttons. */
  index: number;
  label: string;
}

declare global {
  interface Window {
    lxPaintClick?: PaintClick;
  }
}

const focusables = 'a[href], button, input, textarea, select, [tabindex]';

/** The same text startAppScript records: a button's text and accessible name. */
const paintLabel = (element: Element) => `${element.textContent ?? ''}|${element.getAttribute('aria-label') ?? ''}`;

let focused: PaintClick | undefined;

/** Before the first render: notes which element of the paint has the focus. */
export function notePaintFocus(paint: Element) {
  const active = document.activeElement;
  if (active && active !== paint && paint.contains(active))
    focused = { index: [...paint.querySelectorAll(focusables)].indexOf(active), label: paintLabel(active) };
}

const find = (root: Element, selector: string, noted: PaintClick) => {
  const element = root.querySelectorAll<HTMLElement>(selector)[noted.index];
  return element && paintLabel(element) === noted.label ? element : undefined;
};

/** After the first render: focuses what had the focus on the paint and replays the click recorded there, once. */
export function continuePaintInput(root: Element) {
  const click = window.lxPaintClick;
  window.lxPaintClick = undefined;
  if (focused) find(root, focusables, focused)?.focus();
  focused = undefined;
  if (click) find(root, 'button', click)?.click();
}
