import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; a div unless said otherwise. */
    as?: ElementType;
    children?: ReactNode;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout primitive: any element with token-based spacing, colour and flex/grid props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (sprinkleKeys.has(key) ? atoms : rest)[key] = value;
  const atomClass = sprinkles(atoms as Sprinkles);
  return createElement(as, { ...rest, className: className ? `${atomClass} ${className}` : atomClass });
}
