import { useId, type ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from 'react-aria-components';
import * as styles from './Card.css';

export const cardVariants = ['elevated', 'outlined'] as const;
/** The 15 package-card accents; rotate with `cardAccents[index % cardAccents.length]`. */
export const cardAccents = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type CardVariant = (typeof cardVariants)[number];
export type CardAccent = (typeof cardAccents)[number];

export interface CardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Cover image on top of the card. */
  imageSrc?: string;
  /** Decorative ("") by default: the title already names the card. */
  imageAlt?: string;
  /** Secondary actions or a price line under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  variant?: CardVariant;
  /** Coloured top stripe (package cards). */
  accent?: CardAccent;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Makes the whole card one link. */
  href?: LinkProps['href'];
  target?: LinkProps['target'];
  /** Makes the whole card one button (or runs alongside href). */
  onPress?: ButtonProps['onPress'];
}

/**
 * A surface with optional cover, title, description and footer. With href or onPress
 * the title becomes the card's single link/button, stretched over the whole card, so
 * screen readers meet one control named by the title instead of a wrapper around everything.
 */
export function Card({
  title,
  description,
  imageSrc,
  imageAlt = '',
  footer,
  children,
  variant = 'elevated',
  accent,
  headingLevel = 3,
  href,
  target,
  onPress,
}: CardProps) {
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  const describedBy = description ? descriptionId : undefined;

  let heading: ReactNode = title;
  if (href) {
    heading = (
      <Link href={href} target={target} onPress={onPress} aria-describedby={describedBy} className={styles.action}>
        {title}
      </Link>
    );
  } else if (onPress) {
    heading = (
      <Button onPress={onPress} aria-describedby={describedBy} className={styles.action}>
        {title}
      </Button>
    );
  }

  return (
    <div className={styles.card} data-variant={variant} data-accent={accent}>
      {imageSrc ? <img className={styles.cover} src={imageSrc} alt={imageAlt} /> : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{heading}</Heading>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
