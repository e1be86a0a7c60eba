import { Badge, type BadgeTone, Button, IconButton, TaskCard, type TaskStatus, VirtualGallery } from '@lingxi/ui';
import { Heart, HeartOff, Share2, Trash2 } from 'lucide-react';
import type { Translate } from '../i18n';
import { shownButtons } from './drawButtons';
import { resultPrompts } from './drawTool';
import type { Drawing, DrawingShare } from './drawTypes';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

/** A picture-only tool's drawing has no prompt: its card is titled by the tool. */
const toolOfAction: Partial<Record<string, 'describe' | 'blend' | 'faceSwap'>> = { DESCRIBE: 'describe', BLEND: 'blend', SWAP_FACE: 'faceSwap' };

const statusOf = (drawing: Drawing): TaskStatus =>
  drawing.status === 1 ? 'queued' : drawing.status === 2 ? 'running' : drawing.status === 3 ? 'succeeded' : 'failed';

const statusKey = (drawing: Drawing): DrawingMessageKey =>
  drawing.status === 5 ? 'drawing.status.cancelled' : (`drawing.status.${statusOf(drawing)}` as DrawingMessageKey);

export interface DrawingGalleryProps {
  t: Translate<DrawingMessageKey>;
  drawings: readonly Drawing[];
  onAction(drawing: Drawing, customId: string): void;
  onOpen(drawing: Drawing): void;
  onFavorite(drawing: Drawing): void;
  onDelete(drawing: Drawing): void;
  onEndReached?: () => void;
  /** A button of a drawing is being sent (its customId): that one is pending. */
  pending?: string | null;
  /** Describe's and shorten's prompts: 使用 puts one in the Midjourney form, 复制 copies it. */
  resultActions?: ResultActions;
  /** 分享到画廊 / 取消分享 on a finished picture (the market); absent where a screen does not offer it. */
  onShare?: (drawing: Drawing, mode: 'share' | 'withdraw') => void;
}

/** Actions with no picture of their own to share (a text result, a failure). */
const unshareable = new Set(['DESCRIBE', 'SHORTEN']);
const shareTones: Record<DrawingShare['status'], BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', hidden: 'neutral' };

export interface ResultActions {
  use(prompt: string): void;
  copy(prompt: string): void;
}

/** My drawings, newest first, as task cards in a virtual masonry: progress while drawn, the picture and its buttons once done. */
export function DrawingGallery({ t, drawings, onAction, onOpen, onFavorite, onDelete, onEndReached, pending, resultActions, onShare }: DrawingGalleryProps) {
  return (
    <VirtualGallery
      aria-label={t('drawing.gallery')}
      items={drawings}
      getKey={(drawing) => drawing.id}
      aspectOf={(drawing) => (drawing.fileInfo ? drawing.fileInfo.width / drawing.fileInfo.height : 1)}
      layout="masonry"
      minColumnWidth={220}
      extraHeight={96}
      onEndReached={onEndReached}
      renderItem={(drawing) => (
        <DrawingCard
          t={t}
          drawing={drawing}
          onAction={onAction}
          onOpen={onOpen}
          onFavorite={onFavorite}
          onDelete={onDelete}
          pending={pending}
          resultActions={resultActions}
          onShare={onShare}
        />
      )}
    />
  );
}

export type DrawingCardProps = Omit<DrawingGalleryProps, 'drawings' | 'onEndReached'> & { drawing: Drawing };

/** One drawing as a task card: progress while drawn, the picture and its buttons once done, a result's prompts. */
export function DrawingCard({ t, drawing, onAction, onOpen, onFavorite, onDelete, pending, resultActions, onShare }: DrawingCardProps) {
  const status = statusOf(drawing);
  const done = status === 'succeeded';
  const { share } = drawing;
  const canShare = onShare && done && drawing.imageUrl && !unshareable.has(drawing.action) && (share === null || share.status === 'rejected');
  const tool = toolOfAction[drawing.action];
  const prompt = drawing.originPrompt || drawing.prompt || (tool ? t(`drawing.tool.${tool}`) : '');
  const results = done && drawing.resultText ? resultPrompts(drawing.resultText) : [];
  return (
    <TaskCard
      status={status}
      statusLabel={t(statusKey(drawing))}
      progress={drawing.progress}
      detail={drawing.queueAhead > 0 ? t('drawing.queueAhead', { count: drawing.queueAhead }) : undefined}
      imageSrc={drawing.thumbUrl}
      previewSrc={drawing.preview}
      aspectRatio={drawing.fileInfo ? drawing.fileInfo.width / drawing.fileInfo.height : 1}
      imageAlt={prompt}
      onOpen={done && drawing.imageUrl ? () => onOpen(drawing) : undefined}
      openLabel={`${t('drawing.open')}：${prompt}`}
      title={prompt}
      reason={drawing.failReason}
      refundNote={drawing.refunded > 0 ? t('drawing.refunded', { points: drawing.refunded }) : undefined}
      note={
        share ? (
          <>
            <Badge tone={shareTones[share.status]} size="sm">
              {t(`drawing.share.status.${share.status}`)}
            </Badge>
            {share.status === 'rejected' && share.reason ? <span>{t('drawing.share.reason', { reason: share.reason })}</span> : null}
            {share.status === 'approved' ? <span>{t('drawing.share.counts', { likes: share.agreeNum, views: share.visitNum })}</span> : null}
            {onShare && (share.status === 'pending' || share.status === 'approved') ? (
              <Button size="sm" variant="quiet" onPress={() => onShare(drawing, 'withdraw')}>
                {t('drawing.share.withdraw')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
      corner={
        done || status === 'failed' ? (
          <>
            {canShare ? (
              <IconButton icon={Share2} label={t('drawing.share.open')} size="sm" variant="secondary" onPress={() => onShare(drawing, 'share')} />
            ) : null}
            {done ? (
              <IconButton
                icon={drawing.favorite ? HeartOff : Heart}
                label={t(drawing.favorite ? 'drawing.unfavorite' : 'drawing.favorite')}
                size="sm"
                variant="secondary"
                onPress={() => onFavorite(drawing)}
              />
            ) : null}
            <IconButton icon={Trash2} label={t('drawing.delete')} size="sm" variant="secondary" onPress={() => onDelete(drawing)} />
          </>
        ) : undefined
      }
      actions={
        results.length > 0 ? (
          <ul className={css.results} aria-label={t('drawing.result.list', { prompt })}>
            {results.map((result) => (
              <li key={result} className={css.idea}>
                <span className={css.resultText}>{result}</span>
                {resultActions ? (
                  <span className={css.resultButtons}>
                    <Button size="sm" variant="quiet" onPress={() => resultActions.use(result)} aria-label={t('drawing.result.useLabel', { prompt: result })}>
                      {t('drawing.result.use')}
                    </Button>
                    <Button size="sm" variant="quiet" onPress={() => resultActions.copy(result)} aria-label={t('drawing.result.copyLabel', { prompt: result })}>
                      {t('drawing.result.copy')}
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : done && drawing.buttons.length > 0 ? (
          shownButtons(drawing.buttons).map((button) => (
            <Button
              key={button.customId}
              size="sm"
              variant="secondary"
              isPending={pending === `${drawing.id}:${button.customId}`}
              onPress={() => onAction(drawing, button.customId)}
            >
              {button.text || (button.name ? t(button.name) : '')}
            </Button>
          ))
        ) : undefined
      }
    />
  );
}
