import { drawnIcon } from '../drawnIcon';

/** The picker's icons; paths are lucide's (ISC licence). */

export const GearIcon = drawnIcon(
  'GearIcon',
  <>
    <path d="M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** The dropdown's chevron (lucide "chevron-down"). */
export const ChevronDownIcon = drawnIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

/** The selected model's check (lucide "check"). */
export const CheckIcon = drawnIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
