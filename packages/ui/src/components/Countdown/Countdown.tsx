import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './Countdown.css';

export interface CountdownProps {
  /** Seconds to count down from. A new value restarts the countdown (or remount with a new key). */
  seconds: number;
  /** Turns remaining seconds into text, e.g. (s) => `剩余 ${s} 秒`. */
  format: (seconds: number) => string;
  isPaused?: boolean;
  /** Called once when the countdown reaches zero. */
  onEnd?: () => void;
  /**
   * Remaining seconds at which the text is also announced (politely) to screen readers.
   * Only the end by default: announcing every second would drown everything else out.
   */
  announceAt?: readonly number[];
}

const endOnly = [0] as const;

function useRemainingSeconds(seconds: number, isPaused: boolean, onEnd: (() => void) | undefined) {
  const [start, setStart] = useState(seconds);
  const [remaining, setRemaining] = useState(seconds);
  if (seconds !== start) {
    setStart(seconds);
    setRemaining(seconds);
  }

  const latest = useRef({ remaining, onEnd });
  useEffect(() => {
    latest.current = { remaining, onEnd };
  });

  const isRunning = !isPaused && remaining > 0;
  useEffect(() => {
    if (!isRunning) return;
    // Count to a deadline rather than counting ticks, so throttled background timers cannot slow it down.
    const deadline = Date.now() + latest.current.remaining * 1000;
    const id = setInterval(() => {
      const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(id);
        latest.current.onEnd?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [isRunning, start]);

  return remaining;
}

/** Remaining-time text that ticks every second; only chosen moments are announced. */
export function Countdown({ seconds, format, isPaused = false, onEnd, announceAt = endOnly }: CountdownProps) {
  const remaining = useRemainingSeconds(seconds, isPaused, onEnd);
  const text = format(remaining);
  return (
    <span className={styles.countdown}>
      {/* role timer is live "off": the visible text never announces itself. */}
      <span role="timer">{text}</span>
      <VisuallyHidden elementType="span" role="status">
        {announceAt.includes(remaining) ? text : ''}
      </VisuallyHidden>
    </span>
  );
}
