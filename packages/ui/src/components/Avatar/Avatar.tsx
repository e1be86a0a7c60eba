import { UserRound } from 'lucide-react';
import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's or bot's name: the accessible name and the source of the fallback initial. */
  name: string;
  src?: string;
  /** Overrides the accessible name; pass "" when the name is already shown next to the avatar. */
  alt?: string;
  size?: AvatarSize;
}

/** The first character (not UTF-16 unit) of the name, upper-cased for Latin names: 小智 → 小, alice → A. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase();
}

/** A round image that falls back to the name's initial when there is no src or it fails to load. */
export function Avatar({ name, src, alt = name, size = 'md' }: AvatarProps) {
  // Remember which src failed, so a new src gets a fresh try without a reset effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;
  const initial = avatarInitial(name);
  const isDecorative = alt === '';

  return (
    <span
      className={styles.avatar}
      data-size={size}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : alt}
      aria-hidden={isDecorative || undefined}
    >
      {/* The initial stays underneath while the image loads, so there is never an empty circle. */}
      <span className={styles.initial} aria-hidden="true">
        {initial || <UserRound className={styles.icon} />}
      </span>
      {showImage ? <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} /> : null}
    </span>
  );
}
