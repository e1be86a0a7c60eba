import { drawnIcon } from '../drawnIcon';

/** The conversation list's drawn glyphs (its more, pin and unpin icons are lucide's Ellipsis, Pin and PinOff). */

/** Kept drawn: lucide's Plus strokes the two bars as two paths, whose crossing antialiases differently from this one path. */
export const PlusGlyph = drawnIcon('PlusGlyph', <path d="M12 5v14M5 12h14" />);

/** Kept drawn: lucide 1.75's Pencil has since moved its points (21.174 6.812 …), so it renders differently. */
export const PencilGlyph = drawnIcon(
  'PencilGlyph',
  <>
    <path d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z" />
    <path d="m15 5 4 4" />
  </>,
);

/** Kept drawn: lucide's Trash adds two inner lines (M10 11v6, M14 11v6). */
export const TrashGlyph = drawnIcon(
  'TrashGlyph',
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
);
