import { drawnIcon } from '../drawnIcon';

/** The chat pane's icons: no lucide icon draws these same shapes, so they stay drawn. */

/** Kept drawn: lucide's ArrowUp strokes shaft and head as two paths, which antialias differently where they meet. */
export const SendIcon = drawnIcon('SendIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
/** Kept drawn: a filled 12 px square; lucide's Square is an outlined 18 px one. */
export const StopIcon = drawnIcon('StopIcon', <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);
/** Kept drawn: lucide's Copy has other sheet sizes (14 px at 8, 8). */
export const CopyIcon = drawnIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
/** Kept drawn: a flatter tick than lucide's Check (M20 6 9 17l-5-5). */
export const CheckIcon = drawnIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
/** Kept drawn: an 8-radius arc; lucide's RotateCcw is a 9-radius one with another arrowhead. */
export const RegenerateIcon = drawnIcon(
  'RegenerateIcon',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.7" />
    <path d="M4 4v4.7h4.7" />
  </>,
);
/** Kept drawn: lucide's ArrowDown strokes shaft and head as two paths, which antialias differently where they meet. */
export const ArrowDownIcon = drawnIcon('ArrowDownIcon', <path d="M12 5v14M5 12l7 7 7-7" />);
/** Kept drawn: lucide's FileText has another outline and text lines. */
export const DocumentIcon = drawnIcon(
  'DocumentIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
/** Kept drawn: lucide's Sparkle and Sparkles have rounded, differently placed stars. */
export const SparkIcon = drawnIcon(
  'SparkIcon',
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />,
);
