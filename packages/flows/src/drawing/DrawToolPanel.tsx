import { Button, DropZone, Radio, RadioGroup, TextArea, UploadList } from '@lingxi/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Translate } from '../i18n';
import { maxPromptLength } from './drawForm';
import {
  blendDimensions,
  blendMaxImages,
  type BlendDimensions,
  type DrawTool,
  drawTools,
  type FaceSlot,
  faceSlots,
  toolImageMaxBytes,
  toolImageTypes,
} from './drawTool';
import type { DrawToolContext, DrawToolEvent } from './drawTool.machine';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface DrawToolPanelProps {
  t: Translate<DrawingMessageKey>;
  context: DrawToolContext;
  sending: boolean;
  /** The points the chosen tool costs (fast: class 1 for blend, 2 for the rest), null when not set. */
  price: number | null;
  send(event: DrawToolEvent): void;
}

/** Object URLs of picked pictures for their thumbnails, revoked when the pictures change or the panel goes. */
function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => (typeof URL.createObjectURL === 'function' ? files.map((file) => URL.createObjectURL(file)) : []), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

const noteKey: Record<DrawTool, DrawingMessageKey> = {
  describe: 'drawing.tool.describeNote',
  blend: 'drawing.tool.blendNote',
  faceSwap: 'drawing.tool.faceSwapNote',
  shorten: 'drawing.tool.shortenNote',
};

/** /draw/tool's form: 图生文 (one picture), 混图 (2–5 pictures and a shape), 换脸 (a face and a picture) or 精简提示词. */
export function DrawToolPanel({ t, context, sending, price, send }: DrawToolPanelProps) {
  const errorText = context.error ? ('key' in context.error ? t(context.error.key) : context.error.text) : undefined;
  const error = errorText ? (
    <p className={css.error} role="alert">
      {errorText}
    </p>
  ) : null;
  const rules = { acceptedFileTypes: toolImageTypes, maxSize: toolImageMaxBytes };
  return (
    <form
      className={css.form}
      aria-label={t('drawing.tool.title')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <RadioGroup
        label={t('drawing.tool.choose')}
        orientation="horizontal"
        value={context.tool}
        onChange={(tool) => send({ type: 'tool.select', tool: tool as DrawTool })}
      >
        {drawTools.map((tool) => (
          <Radio key={tool} value={tool}>
            {t(`drawing.tool.${tool}`)}
          </Radio>
        ))}
      </RadioGroup>
      <p className={css.picked}>{t(noteKey[context.tool])}</p>
      {context.tool === 'describe' ? (
        <>
          <DropZone
            label={t('drawing.tool.dropLabel')}
            buttonLabel={t('drawing.tool.pick')}
            description={t('drawing.tool.imageRule')}
            {...rules}
            maxCount={1}
            onAccept={([image]) => image && send({ type: 'image.pick', image })}
            onReject={() => send({ type: 'image.reject' })}
          />
          {context.image ? <p className={css.picked}>{t('drawing.tool.picked', { name: context.image.name })}</p> : null}
          {error}
        </>
      ) : context.tool === 'blend' ? (
        <BlendFields t={t} context={context} send={send} rules={rules} error={error} />
      ) : context.tool === 'faceSwap' ? (
        <>
          {faceSlots.map((slot: FaceSlot) => (
            <div key={slot} className={css.form}>
              <DropZone
                label={t(`drawing.tool.face.${slot}`)}
                buttonLabel={t('drawing.tool.pick')}
                description={t('drawing.tool.imageRule')}
                {...rules}
                maxCount={1}
                onAccept={([image]) => image && send({ type: 'face.pick', slot, image })}
                onReject={() => send({ type: 'image.reject' })}
              />
              {context.faces[slot] ? <p className={css.picked}>{t('drawing.tool.picked', { name: context.faces[slot].name })}</p> : null}
            </div>
          ))}
          {error}
        </>
      ) : (
        <TextArea
          label={t('drawing.form.prompt')}
          placeholder={t('drawing.form.promptPlaceholder')}
          value={context.prompt}
          onChange={(prompt) => send({ type: 'prompt.change', prompt })}
          rows={6}
          maxLength={maxPromptLength}
          showCounter
          isInvalid={Boolean(errorText)}
          errorMessage={errorText}
        />
      )}
      <div className={css.submit}>
        <p className={css.price}>
          <span>{price !== null ? t('drawing.form.price', { points: price }) : null}</span>
        </p>
        <Button type="submit" isPending={sending} pendingLabel={t('drawing.form.submitting')} isFullWidth>
          {t(`drawing.tool.submit.${context.tool}`)}
        </Button>
      </div>
    </form>
  );
}

interface BlendFieldsProps extends Pick<DrawToolPanelProps, 't' | 'context' | 'send'> {
  rules: { acceptedFileTypes: string[]; maxSize: number };
  error: ReactNode;
}

/** 混图: the pictures (added up to five, each removable, with thumbnails) and the shape of the new one. */
function BlendFields({ t, context, send, rules, error }: BlendFieldsProps) {
  const previews = useObjectUrls(context.blendImages);
  return (
    <>
      <DropZone
        label={t('drawing.tool.blendDrop')}
        buttonLabel={t('drawing.tool.pick')}
        description={t('drawing.tool.imageRule')}
        {...rules}
        maxCount={blendMaxImages}
        currentCount={context.blendImages.length}
        allowsMultiple
        onAccept={(images) => send({ type: 'blend.add', images })}
        onReject={(_, reason) => send({ type: 'image.reject', reason: reason === 'count' ? 'count' : undefined })}
      />
      {context.blendImages.length > 0 ? (
        <UploadList
          aria-label={t('drawing.tool.blendPicked')}
          items={context.blendImages.map((image, index) => ({
            id: String(index),
            name: image.name,
            size: image.size,
            previewUrl: previews[index],
            status: 'done' as const,
          }))}
          onRemove={(id) => send({ type: 'blend.remove', index: Number(id) })}
          removeLabel={(item) => t('drawing.tool.remove', { name: item.name })}
        />
      ) : null}
      {error}
      <RadioGroup
        label={t('drawing.tool.dimensions')}
        orientation="horizontal"
        value={context.dimensions}
        onChange={(dimensions) => send({ type: 'dimensions.change', dimensions: dimensions as BlendDimensions })}
      >
        {blendDimensions.map((dimensions) => (
          <Radio key={dimensions} value={dimensions}>
            {t(`drawing.tool.dimensions.${dimensions}`)}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
