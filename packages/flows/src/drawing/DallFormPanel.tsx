import { Button, Radio, RadioGroup, Select, SelectItem, TextArea } from '@lingxi/ui';
import type { Translate } from '../i18n';
import { dallQualities, dallSizes, dallStyles, type DallFormValues, type DrawModelEntry } from './dallForm';
import type { DallFormContext } from './dallForm.machine';
import { maxPromptLength } from './drawForm';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface DallFormPanelProps {
  t: Translate<DrawingMessageKey>;
  values: DallFormValues;
  models: readonly DrawModelEntry[];
  error: DallFormContext['error'];
  sending: boolean;
  onChange(patch: Partial<DallFormValues>): void;
  onSubmit(): void;
}

/** The DALL·E form: prompt, drawing model (its price), size, quality, style. */
export function DallFormPanel({ t, values, models, error, sending, onChange, onSubmit }: DallFormPanelProps) {
  const errorText = error ? ('key' in error ? t(error.key) : error.text) : undefined;
  const model = models.find((entry) => entry.id === values.modelId);
  return (
    <form
      className={css.form}
      aria-label={t('drawing.dall.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextArea
        label={t('drawing.form.prompt')}
        placeholder={t('drawing.form.promptPlaceholder')}
        value={values.prompt}
        onChange={(prompt) => onChange({ prompt })}
        rows={5}
        maxLength={maxPromptLength}
        showCounter
        isInvalid={Boolean(errorText)}
        errorMessage={errorText}
      />
      {models.length > 0 ? (
        <Select label={t('drawing.dall.model')} value={String(values.modelId)} onChange={(id) => id !== null && onChange({ modelId: Number(id) })}>
          {models.map((entry) => (
            <SelectItem key={entry.id} id={String(entry.id)} textValue={entry.modelName}>
              {entry.modelName}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <p className={css.price}>{t('drawing.dall.noModels')}</p>
      )}
      <RadioGroup label={t('drawing.dall.size')} value={values.size} onChange={(size) => onChange({ size: size as DallFormValues['size'] })}>
        {dallSizes.map((size) => (
          <Radio key={size} value={size}>
            {t(`drawing.dall.size.${size}`)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('drawing.dall.quality')}
        orientation="horizontal"
        value={values.quality}
        onChange={(quality) => onChange({ quality: quality as DallFormValues['quality'] })}
      >
        {dallQualities.map((quality) => (
          <Radio key={quality} value={quality}>
            {t(`drawing.dall.quality.${quality}`)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('drawing.dall.style')}
        orientation="horizontal"
        value={values.style}
        onChange={(style) => onChange({ style: style as DallFormValues['style'] })}
      >
        {dallStyles.map((style) => (
          <Radio key={style} value={style}>
            {t(`drawing.dall.style.${style}`)}
          </Radio>
        ))}
      </RadioGroup>
      <div className={css.submit}>
        <p className={css.price}>
          <span>{model ? t('drawing.form.price', { points: model.deduct }) : null}</span>
        </p>
        <Button type="submit" isPending={sending} pendingLabel={t('drawing.form.submitting')} isFullWidth isDisabled={models.length === 0}>
          {t('drawing.form.submit')}
        </Button>
      </div>
    </form>
  );
}
