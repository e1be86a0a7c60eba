import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Badge, type BadgeTone } from '../Badge';
import { ProgressBar } from '../ProgressBar';
import * as styles from './TaskCard.css';

/** A generation job as a card shows it (drawings now; music, video and slides reuse it). */
export const taskStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

const tones: Record<TaskStatus, BadgeTone> = { queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger' };

export interface TaskCardProps {
  status: TaskStatus;
  /** The status in the reader's language (排队中, 绘制中, 已完成, 失败). */
  statusLabel: string;
  /** 0–100 while running; shown as a bar and a percentage. */
  progress?: number;
  /** A line under the status while waiting (排队中，前面还有2个任务). */
  detail?: ReactNode;
  /** The picture once done (a thumbnail), a tiny stand-in shown blurred until it loads, and its width / height. */
  imageSrc?: string | null;
  previewSrc?: string | null;
  aspectRatio?: number;
  /** The picture's text alternative (its prompt). */
  imageAlt?: string;
  /** Opens the picture large (the viewer); its accessible name. */
  onOpen?: () => void;
  openLabel?: string;
  /** What was asked (the prompt), under the picture. */
  title?: ReactNode;
  /** Why it failed, and what was given back (已退还4积分). */
  reason?: ReactNode;
  refundNote?: ReactNode;
  /** A line under the title (a drawing's share in the market: 待审核, 已分享 …). */
  note?: ReactNode;
  /** Buttons under the card (U1–U4, V1–V4 …) and a corner (favourite, more). */
  actions?: ReactNode;
  corner?: ReactNode;
}

/**
 * One generation job: a placeholder with its progress while waiting or running, the picture once done (lazy, over a
 * blurred 24 px stand-in), the reason and the refund when it failed, and its actions. Texts come from the caller.
 */
export function TaskCard({
  status,
  statusLabel,
  progress = 0,
  detail,
  imageSrc,
  previewSrc,
  aspectRatio = 1,
  imageAlt = '',
  onOpen,
  openLabel,
  title,
  reason,
  refundNote,
  note,
  actions,
  corner,
}: TaskCardProps) {
  const done = status === 'succeeded' && imageSrc;
  const picture = done ? <img className={styles.image} src={imageSrc} alt={imageAlt} loading="lazy" decoding="async" /> : null;
  return (
    <article className={styles.card} data-status={status} aria-busy={status === 'queued' || status === 'running'}>
      <div
        className={styles.frame}
        style={{ aspectRatio: String(Math.min(4, Math.max(0.25, aspectRatio))), backgroundImage: done && previewSrc ? `url("${previewSrc}")` : undefined }}
      >
        {picture && onOpen ? (
          <Button className={styles.open} onPress={onOpen} aria-label={openLabel ?? imageAlt}>
            {picture}
          </Button>
        ) : (
          picture
        )}
        {!done ? (
          <div className={styles.placeholder}>
            {status === 'queued' || status === 'running' ? (
              <>
                <span className={styles.percent} aria-hidden="true">
                  {status === 'running' ? `${Math.round(progress)}%` : statusLabel}
                </span>
                <div className={styles.bar}>
                  <ProgressBar aria-label={statusLabel} value={status === 'running' ? progress : undefined} isIndeterminate={status === 'queued'} size="sm" />
                </div>
                {detail ? <p className={styles.detail}>{detail}</p> : null}
              </>
            ) : (
              <div className={styles.failure}>
                {reason ? <p className={styles.reason}>{reason}</p> : null}
                {refundNote ? <p className={styles.refund}>{refundNote}</p> : null}
              </div>
            )}
          </div>
        ) : null}
        <span className={styles.status}>
          <Badge tone={tones[status]} size="sm">
            {statusLabel}
          </Badge>
        </span>
        {corner ? <span className={styles.corner}>{corner}</span> : null}
      </div>
      {title ? <p className={styles.title}>{title}</p> : null}
      {note ? <div className={styles.note}>{note}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
