import { Button, Dialog, Modal, Radio, RadioGroup, Slider, TextArea } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import type { Translate } from '../i18n';
import { type DrawModalContext, type DrawModalEvent, type DrawModalKind, type DrawModalRequest, provideDrawModal } from './drawModal.machine';
import { maxPromptLength } from './drawForm';
import type { Drawing } from './drawTypes';
import { keyboardStep, type MaskPoint, type MaskShape, maskTools, type MaskTool, paintMask, rectBetween, zoomRange } from './maskEditor';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawModalDialog.css';

export interface DrawModalDialogProps {
  t: Translate<DrawingMessageKey>;
  /** The finished drawing whose Vary (Region) or Custom Zoom was pressed, and that button. */
  drawing: Drawing;
  kind: DrawModalKind;
  customId: string;
  submit(request: DrawModalRequest): Promise<Drawing>;
  /** The queued drawing (the dialog then closes itself through `onClose`). */
  onAdded(drawing: Drawing): void;
  onClose(): void;
}

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-keyboardStep, 0],
  ArrowRight: [keyboardStep, 0],
  ArrowUp: [0, -keyboardStep],
  ArrowDown: [0, keyboardStep],
};

/** The overlay's ink: the chosen regions, and the one being drawn, tinted over the picture. */
const overlayInk = 'rgba(99, 102, 241, 0.45)';

/**
 * Vary (Region)'s mask editor and Custom Zoom's prompt and factor (drawModalMachine). The region is drawn over the
 * picture on a canvas the pointer draws on and the keyboard edits (Enter, arrows, Shift+arrows, Backspace).
 */
export function DrawModalDialog({ t, drawing, kind, customId, submit, onAdded, onClose }: DrawModalDialogProps) {
  const machine = useMemo(() => provideDrawModal(submit), [submit]);
  const actor = useActorRef(machine, { input: { kind, customId, prompt: drawing.prompt } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const sending = state.matches('sending');

  useEffect(() => {
    const added = actor.on('task.added', (event) => {
      onAdded(event.drawing);
      onClose();
    });
    return () => added.unsubscribe();
  }, [actor, onAdded, onClose]);

  const error = context.error ? ('key' in context.error ? t(context.error.key) : context.error.text) : undefined;
  return (
    <Modal isOpen onOpenChange={(open) => !open && !sending && onClose()} isDismissable={!sending} isKeyboardDismissDisabled={sending} size="lg">
      <form
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'submit' });
        }}
      >
        <Dialog
          title={t(kind === 'region' ? 'drawing.modal.regionTitle' : 'drawing.modal.zoomTitle')}
          description={t(kind === 'region' ? 'drawing.modal.regionNote' : 'drawing.modal.zoomNote')}
          closeLabel={t('drawing.modal.cancel')}
          footer={
            <>
              <Button variant="secondary" isDisabled={sending} onPress={onClose}>
                {t('drawing.modal.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={sending} pendingLabel={t('drawing.modal.submit')}>
                {t('drawing.modal.submit')}
              </Button>
            </>
          }
        >
          <div className={css.body}>
            {kind === 'region' ? (
              <RegionEditor t={t} drawing={drawing} shapes={context.shapes} tool={context.tool} draft={context.draft} send={actor.send} />
            ) : (
              <Slider
                label={t('drawing.modal.zoom')}
                minValue={zoomRange.min}
                maxValue={zoomRange.max}
                step={zoomRange.step}
                value={context.zoom}
                formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
                onChange={(zoom) => actor.send({ type: 'zoom.change', zoom })}
              />
            )}
            <TextArea
              label={t('drawing.modal.prompt')}
              rows={3}
              maxLength={maxPromptLength}
              value={context.prompt}
              onChange={(prompt) => actor.send({ type: 'prompt.change', prompt })}
            />
            {error ? (
              <p role="alert" className={css.error}>
                {error}
              </p>
            ) : null}
          </div>
        </Dialog>
      </form>
    </Modal>
  );
}

interface RegionEditorProps {
  t: Translate<DrawingMessageKey>;
  drawing: Drawing;
  shapes: readonly MaskShape[];
  tool: MaskTool;
  draft: DrawModalContext['draft'];
  send(event: DrawModalEvent): void;
}

/** The shape a drag in progress shows: its rectangle, or the lasso's outline so far. */
const draftShape = (draft: NonNullable<DrawModalContext['draft']>, tool: MaskTool): MaskShape | null =>
  tool === 'rect' ? rectBetween(draft.from, draft.to) : draft.points.length > 1 ? { kind: 'lasso', points: draft.points } : null;

function RegionEditor({ t, drawing, shapes, tool, draft, send }: RegionEditorProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = drawing.fileInfo?.width ?? 1024;
  const height = drawing.fileInfo?.height ?? 1024;

  // The overlay is painted at the picture's own size; CSS scales it over the picture.
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    const drafted = draft ? draftShape(draft, tool) : null;
    paintMask(context, drafted ? [...shapes, drafted] : shapes, width, height, overlayInk, null);
  }, [shapes, draft, tool, width, height]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): MaskPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const arrow = arrows[event.key];
    if (event.key === 'Enter') send({ type: 'key.add' });
    else if (arrow) send({ type: 'key.nudge', dx: arrow[0], dy: arrow[1], resize: event.shiftKey });
    else if (event.key === 'Backspace' || event.key === 'Delete' || (event.key === 'z' && (event.ctrlKey || event.metaKey))) send({ type: 'undo' });
    else return;
    event.preventDefault();
  };

  return (
    <div className={css.region}>
      <div className={css.toolbar}>
        <RadioGroup
          label={t('drawing.modal.tools')}
          orientation="horizontal"
          value={tool}
          onChange={(value) => send({ type: 'tool.select', tool: value as MaskTool })}
        >
          {maskTools.map((entry) => (
            <Radio key={entry} value={entry}>
              {t(`drawing.modal.tool.${entry}`)}
            </Radio>
          ))}
        </RadioGroup>
        <span className={css.toolButtons}>
          <Button size="sm" variant="quiet" isDisabled={shapes.length === 0} onPress={() => send({ type: 'undo' })}>
            {t('drawing.modal.undo')}
          </Button>
          <Button size="sm" variant="quiet" isDisabled={shapes.length === 0} onPress={() => send({ type: 'clear' })}>
            {t('drawing.modal.clear')}
          </Button>
        </span>
      </div>
      <div className={css.picture} style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(55dvh * ${width} / ${height}))` }}>
        {drawing.imageUrl ? <img className={css.image} src={drawing.imageUrl} alt="" draggable={false} /> : null}
        <canvas
          ref={canvas}
          className={css.canvas}
          width={width}
          height={height}
          // A drawing surface with keys of its own (Enter, arrows): `application` lets screen readers pass them through.
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
          role="application"
          aria-label={t('drawing.modal.canvas')}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            send({ type: 'pointer.down', point: pointOf(event) });
          }}
          onPointerMove={(event) => send({ type: 'pointer.move', point: pointOf(event) })}
          onPointerUp={() => send({ type: 'pointer.up' })}
          onPointerCancel={() => send({ type: 'pointer.cancel' })}
        />
      </div>
      <p className={css.count} aria-live="polite">
        {t('drawing.modal.regions', { count: shapes.length })}
      </p>
    </div>
  );
}
