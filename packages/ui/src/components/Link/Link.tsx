import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RACLink, VisuallyHidden, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  /** inline: underlined, inside running text; standalone: on its own line; subtle: muted, for secondary links. */
  variant?: LinkVariant;
  /** Opens in a new tab (target _blank, rel noopener noreferrer), marked with an icon and `newTabHint`. */
  isExternal?: boolean;
  /** Screen-reader hint appended to external links' names, e.g. "（在新标签页中打开）". */
  newTabHint?: string;
  children: ReactNode;
}

/** A navigation link; `isExternal` links open in a new tab and say so. */
export function Link({ variant = 'inline', isExternal, newTabHint = '(opens in a new tab)', children, ...props }: LinkProps) {
  const opensNewTab = isExternal || props.target === '_blank';
  const rel = opensNewTab ? withNoopener(props.rel) : props.rel;
  return (
    <RACLink {...props} target={opensNewTab ? '_blank' : props.target} rel={rel} className={styles.link} data-variant={variant}>
      {children}
      {opensNewTab ? (
        <>
          <ExternalLink aria-hidden="true" focusable="false" className={styles.externalIcon} />
          <VisuallyHidden elementType="span"> {newTabHint}</VisuallyHidden>
        </>
      ) : null}
    </RACLink>
  );
}

function withNoopener(rel: string | undefined) {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}
