import type { IconButtonProps } from '@lingxi/ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/**
 * Icons drawn inline (flows does not depend on lucide-react). They take the props of packages/ui's
 * icon type, so IconButton accepts them; paths are lucide's (ISC licence).
 */
type IconProps = ComponentPropsWithoutRef<IconButtonProps['icon']>;

const icon = (name: string, paths: ReactNode) => {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 24, color = 'currentColor', strokeWidth = 2, absoluteStrokeWidth: _absolute, nonScalingStroke: _nonScaling, ...props }, ref) {
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
};

/** 模型设置 (lucide "settings"). */
export const GearIcon = icon(
  'GearIcon',
  <>
    <path d="M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** The dropdown's chevron (lucide "chevron-down"). */
export const ChevronDownIcon = icon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

/** The selected model's check (lucide "check"). */
export const CheckIcon = icon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
