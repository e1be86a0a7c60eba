import { Button, IconButton, TaskCard, type TaskStatus, VirtualGallery } from '@lingxi/ui';
import { Heart, HeartOff, Trash2 } from 'lucide-react';
import type { Translate } from '../i18n';
import { shownButtons } from './drawButtons';
import type { Drawing } from './drawTypes';
import type { DrawingMessageKey } from './messages';

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
}

/** My drawings, newest first, as task cards in a virtual masonry: progress while drawn, the picture and its buttons once done. */
export function DrawingGallery({ t, drawings, onAction, onOpen, onFavorite, onDelete, onEndReached, pending }: DrawingGalleryProps) {
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
      renderItem={(drawing) => {
        const status = statusOf(drawing);
        const done = status === 'succeeded';
        const prompt = drawing.originPrompt || drawing.prompt;
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
            title={drawing.resultText ?? prompt}
            reason={drawing.failReason}
            refundNote={drawing.refunded > 0 ? t('drawing.refunded', { points: drawing.refunded }) : undefined}
            corner={
              done || status === 'failed' ? (
                <>
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
              done && drawing.buttons.length > 0
                ? shownButtons(drawing.buttons).map((button) => (
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
                : undefined
            }
          />
        );
      }}
    />
  );
}
