import { Button, Dialog, Modal, Select, SelectItem } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Translate } from '../i18n';
import type { DrawingShare } from './drawTypes';
import type { DrawingMessageKey } from './messages';
import { provideShareDrawing, type ShareServices } from './shareDrawing.machine';
import * as css from './DrawStudio.css';

export interface ShareDialogProps {
  t: Translate<DrawingMessageKey>;
  services: ShareServices;
  drawingId: number;
  mode: 'share' | 'withdraw';
  /** The share the server answered (null once withdrawn); the dialog is then closed by the caller. */
  onDone(share: DrawingShare | null): void;
  onClose(): void;
}

const none = 'none';

/** 分享到画廊 (with a category) or 取消分享 (confirmed: the likes and views go with it) for one of my drawings. */
export function ShareDialog({ t, services, drawingId, mode, onDone, onClose }: ShareDialogProps) {
  const actor = useActorRef(
    useMemo(() => provideShareDrawing(services), [services]),
    { input: { drawingId, mode } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { categories, categoryId, error } = state.context;
  const sending = state.matches('sending');
  useEffect(() => {
    const done = actor.on('done', (event) => onDone(event.share));
    return () => done.unsubscribe();
  }, [actor, onDone]);
  const title = t(mode === 'share' ? 'drawing.share.open' : 'drawing.share.withdraw');
  return (
    <Modal isOpen isDismissable={!sending} onOpenChange={(open) => !open && !sending && onClose()} size="sm">
      <Dialog
        title={title}
        description={t(mode === 'share' ? 'drawing.share.note' : 'drawing.share.withdrawNote')}
        footer={
          <>
            <Button variant="secondary" isDisabled={sending} onPress={onClose}>
              {t('drawing.share.cancel')}
            </Button>
            <Button
              variant={mode === 'share' ? 'primary' : 'danger'}
              isPending={sending}
              isDisabled={state.matches('loading')}
              onPress={() => actor.send({ type: 'submit' })}
            >
              {t(mode === 'share' ? 'drawing.share.submit' : 'drawing.share.withdraw')}
            </Button>
          </>
        }
      >
        {mode === 'share' ? (
          <Select
            label={t('drawing.share.category')}
            value={categoryId === null ? none : String(categoryId)}
            isDisabled={sending || state.matches('loading')}
            onChange={(key) => actor.send({ type: 'category', id: key === null || key === none ? null : Number(key) })}
          >
            <SelectItem id={none}>{t('drawing.share.noCategory')}</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category.id} id={String(category.id)}>
                {category.name}
              </SelectItem>
            ))}
          </Select>
        ) : null}
        {error ? (
          <p role="alert" className={css.shareError}>
            {'key' in error ? t(error.key) : error.text}
          </p>
        ) : null}
      </Dialog>
    </Modal>
  );
}
