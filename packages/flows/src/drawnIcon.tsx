import type { IconButtonProps } from '@lingxi/ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** The icon type of packages/ui's slots (IconButton, MenuItem): a drawn icon fits wherever a lucide one does. */
export type DrawnIcon = IconButtonProps['icon'];
type IconProps = ComponentPropsWithoutRef<DrawnIcon>;

/**
 * An icon drawn inline from 24 × 24 stroke shapes, for the few that no lucide-react icon renders identically (each
 * says why); use lucide-react otherwise. Decorative by default (the button or text beside it carries the name).
 */
export function drawnIcon(name: string, shapes: ReactNode): DrawnIcon {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { size = 24, color = 'currentColor', strokeWidth = 2, absoluteStrokeWidth: _absolute, nonScalingStroke: _nonScaling, ...props },
    ref,
  ) {
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
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
}
