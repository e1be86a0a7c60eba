import { Button, DropZone, Radio, RadioGroup, TextArea } from '@lingxi/ui';
import type { Translate } from '../i18n';
import { maxPromptLength } from './drawForm';
import { type DrawTool, drawTools, toolImageMaxBytes, toolImageTypes } from './drawTool';
import type { DrawToolContext } from './drawTool.machine';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface DrawToolPanelProps {
  t: Translate<DrawingMessageKey>;
  context: DrawToolContext;
  sending: boolean;
  /** The points a describe or shorten costs (price class 2, fast), null when not set. */
  price: number | null;
  onTool(tool: DrawTool): void;
  onPrompt(prompt: string): void;
  onImage(image: File): void;
  onRejected(): void;
  onSubmit(): void;
}

/** /draw/tool's form: 图生文 (one picture) or 精简提示词 (a prompt), its price, and the button. */
export function DrawToolPanel({ t, context, sending, price, onTool, onPrompt, onImage, onRejected, onSubmit }: DrawToolPanelProps) {
  const errorText = context.error ? ('key' in context.error ? t(context.error.key) : context.error.text) : undefined;
  return (
    <form
      className={css.form}
      aria-label={t('drawing.tool.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RadioGroup label={t('drawing.tool.choose')} orientation="horizontal" value={context.tool} onChange={(tool) => onTool(tool as DrawTool)}>
        {drawTools.map((tool) => (
          <Radio key={tool} value={tool}>
            {t(`drawing.tool.${tool}`)}
          </Radio>
        ))}
      </RadioGroup>
      <p className={css.picked}>{t(context.tool === 'describe' ? 'drawing.tool.describeNote' : 'drawing.tool.shortenNote')}</p>
      {context.tool === 'describe' ? (
        <>
          <DropZone
            label={t('drawing.tool.dropLabel')}
            buttonLabel={t('drawing.tool.pick')}
            description={t('drawing.tool.imageRule')}
            acceptedFileTypes={toolImageTypes}
            maxSize={toolImageMaxBytes}
            maxCount={1}
            onAccept={([image]) => image && onImage(image)}
            onReject={onRejected}
          />
          {context.image ? <p className={css.picked}>{t('drawing.tool.picked', { name: context.image.name })}</p> : null}
          {errorText ? (
            <p className={css.error} role="alert">
              {errorText}
            </p>
          ) : null}
        </>
      ) : (
        <TextArea
          label={t('drawing.form.prompt')}
          placeholder={t('drawing.form.promptPlaceholder')}
          value={context.prompt}
          onChange={onPrompt}
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
