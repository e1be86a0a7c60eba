import { useEffect, useState, type CSSProperties } from 'react';
import { ProgressBar } from 'react-aria-components';
import * as styles from './NavigationProgress.css';

/** Trickle: start at 8%, close 10% of the gap to 90% every 400 ms; no randomness. */
const START = 8;
const CEILING = 90;
const TICK_MS = 400;
/** Long enough for the fill to reach 100% and then fade (durationNormal each, see the CSS). */
const COMPLETE_MS = 500;

export interface NavigationProgressProps {
  /** True while a route navigation is pending. */
  isLoading: boolean;
  /** A fixed value (0–100) instead of the trickle: real progress, or a still frame for screenshots. */
  value?: number;
  /** Accessible name, e.g. "页面加载中". */
  label?: string;
}

type Phase = 'idle' | 'loading' | 'completing';

/**
 * The thin bar at the top of the viewport during route changes. While loading it creeps
 * toward 90%; when loading stops it fills to 100% and fades out. Without `value` it is
 * indeterminate to assistive technology, since the trickle is not real progress.
 */
export function NavigationProgress({ isLoading, value, label = 'Loading page' }: NavigationProgressProps) {
  const [phase, setPhase] = useState<Phase>(isLoading ? 'loading' : 'idle');
  const [trickle, setTrickle] = useState(START);
  const [wasLoading, setWasLoading] = useState(isLoading);
  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    setPhase(isLoading ? 'loading' : 'completing');
    if (isLoading) setTrickle(START);
  }

  const isTrickling = phase === 'loading' && value === undefined;
  useEffect(() => {
    if (!isTrickling) return;
    const id = setInterval(() => setTrickle((v) => Math.min(CEILING, v + Math.max((CEILING - v) * 0.1, 0.2))), TICK_MS);
    return () => clearInterval(id);
  }, [isTrickling]);

  useEffect(() => {
    if (phase !== 'completing') return;
    const id = setTimeout(() => setPhase('idle'), COMPLETE_MS);
    return () => clearTimeout(id);
  }, [phase]);

  if (phase === 'idle') return null;
  const shown = phase === 'completing' ? 100 : (value ?? trickle);

  return (
    <ProgressBar
      aria-label={label}
      value={value}
      isIndeterminate={value === undefined}
      className={styles.bar}
      data-phase={phase}
      data-trickling={isTrickling || undefined}
    >
      <div className={styles.fill} style={{ [styles.progressProperty]: shown / 100 } as CSSProperties} />
    </ProgressBar>
  );
}
