import type { IconButtonProps } from '@lingxi/ui';
import { forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * The chat pane's few icons, drawn here (the flows package does not depend on an icon set). They
 * take the props of packages/ui's icon type, so IconButton accepts them like any other icon, and are
 * decorative: the button or text next to them carries the name.
 */
type Icon = IconButtonProps['icon'];
type IconProps = SVGProps<SVGSVGElement> & { size?: string | number; absoluteStrokeWidth?: boolean };

function icon(name: string, children: ReactNode): Icon {
  const Component = forwardRef<SVGSVGElement, IconProps>(function ChatIcon({ size = 24, absoluteStrokeWidth: _absolute, ...props }, ref) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  });
  Component.displayName = name;
  return Component;
}

export const SendIcon = icon('SendIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
export const StopIcon = icon('StopIcon', <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);
export const CopyIcon = icon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const CheckIcon = icon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const RegenerateIcon = icon(
  'RegenerateIcon',
  <>
    <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.7" />
    <path d="M4 4v4.7h4.7" />
  </>,
);
export const ArrowDownIcon = icon('ArrowDownIcon', <path d="M12 5v14M5 12l7 7 7-7" />);
export const DocumentIcon = icon(
  'DocumentIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const ChevronIcon = icon('ChevronIcon', <path d="M9 6l6 6-6 6" />);
export const SparkIcon = icon('SparkIcon', <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />);
