import { Button, Radio, RadioGroup, Select, SelectItem, Slider, Switch, TextArea, TextField } from '@lingxi/ui';
import { Button as RACButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { Translate } from '../i18n';
import { type DrawFormValues, drawModels, drawModes, drawQualities, drawSizes, maxPromptLength, stylesOf } from './drawForm';
import type { DrawFormContext } from './drawForm.machine';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface DrawFormPanelProps {
  t: Translate<DrawingMessageKey>;
  values: DrawFormValues;
  error: DrawFormContext['error'];
  ideas: readonly string[];
  sending: boolean;
  associating: boolean;
  suggestions: readonly string[];
  /** The points this imagine costs in the chosen mode (null: not set), and a member's free uses left today. */
  price: number | null;
  vipFree?: { left: number; total: number } | null;
  onChange(patch: Partial<DrawFormValues>): void;
  onWord(word: string): void;
  onSubmit(): void;
  onAssociate(): void;
  onUseIdea(idea: string): void;
}

const modeKey = { 1: 'drawing.form.mode.fast', 2: 'drawing.form.mode.relax', 3: 'drawing.form.mode.turbo' } as const;

/** The Midjourney form: prompt with suggestion chips and 联想, model, size, mode, the advanced parameters, the price. */
export function DrawFormPanel({
  t,
  values,
  error,
  ideas,
  sending,
  associating,
  suggestions,
  price,
  vipFree,
  onChange,
  onWord,
  onSubmit,
  onAssociate,
  onUseIdea,
}: DrawFormPanelProps) {
  const errorText = error ? ('key' in error ? t(error.key) : error.text) : undefined;
  const free = vipFree && vipFree.total > 0 && vipFree.left > 0;
  return (
    <form
      className={css.form}
      aria-label={t('drawing.form.title')}
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
      {suggestions.length > 0 ? (
        <div className={css.chips} role="group" aria-label={t('drawing.form.suggestions')}>
          {suggestions.map((word) => (
            <RACButton key={word} className={css.chip} onPress={() => onWord(word)} aria-label={t('drawing.form.addWord', { word })}>
              {word}
            </RACButton>
          ))}
        </div>
      ) : null}
      <div className={css.row}>
        <Button variant="secondary" size="sm" onPress={onAssociate} isPending={associating} pendingLabel={t('drawing.form.associating')}>
          {t('drawing.form.associate')}
        </Button>
      </div>
      {ideas.length > 0 ? (
        <ul className={css.ideas} aria-label={t('drawing.form.ideas')}>
          {ideas.map((idea) => (
            <li key={idea} className={css.idea}>
              <span>{idea}</span>
              <Button size="sm" variant="quiet" onPress={() => onUseIdea(idea)} aria-label={`${t('drawing.form.useIdea')}：${idea}`}>
                {t('drawing.form.useIdea')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Select
        label={t('drawing.form.model')}
        value={values.model}
        onChange={(model) => model !== null && onChange({ model: model as DrawFormValues['model'], style: '' })}
      >
        {drawModels.map((model) => (
          <SelectItem key={model} id={model}>
            {model}
          </SelectItem>
        ))}
      </Select>
      <RadioGroup
        label={t('drawing.form.size')}
        orientation="horizontal"
        value={values.size}
        onChange={(size) => onChange({ size: size as DrawFormValues['size'] })}
      >
        {drawSizes.map((size) => (
          <Radio key={size} value={size}>
            {size}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('drawing.form.mode')}
        orientation="horizontal"
        value={String(values.mode)}
        onChange={(mode) => onChange({ mode: Number(mode) as DrawFormValues['mode'] })}
      >
        {drawModes.map((mode) => (
          <Radio key={mode} value={String(mode)}>
            {t(modeKey[mode])}
          </Radio>
        ))}
      </RadioGroup>
      <Disclosure className={css.advanced}>
        <Heading className={css.advancedHeading}>
          <RACButton slot="trigger" className={css.advancedTrigger}>
            {t('drawing.form.advanced')}
          </RACButton>
        </Heading>
        <DisclosurePanel className={css.advancedPanel}>
          <Select
            label={t('drawing.form.style')}
            value={values.style || 'none'}
            onChange={(style) => style !== null && onChange({ style: style === 'none' ? '' : String(style) })}
          >
            {stylesOf(values.model).map((style) => (
              <SelectItem key={style || 'none'} id={style || 'none'}>
                {style || t('drawing.form.style.none')}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={t('drawing.form.quality')}
            value={String(values.quality)}
            onChange={(quality) => quality !== null && onChange({ quality: Number(quality) })}
          >
            {drawQualities.map((quality) => (
              <SelectItem key={quality} id={String(quality)}>
                {String(quality)}
              </SelectItem>
            ))}
          </Select>
          <Slider
            label={t('drawing.form.stylize')}
            minValue={0}
            maxValue={1000}
            step={10}
            value={values.stylize}
            onChange={(stylize) => onChange({ stylize: Number(stylize) })}
          />
          <Slider
            label={t('drawing.form.diversity')}
            minValue={0}
            maxValue={100}
            step={1}
            value={values.diversity}
            onChange={(diversity) => onChange({ diversity: Number(diversity) })}
          />
          <TextField
            label={t('drawing.form.sensitiveWords')}
            value={values.sensitiveWords}
            maxLength={200}
            onChange={(sensitiveWords) => onChange({ sensitiveWords })}
          />
          <Switch isSelected={values.translate === 1} onChange={(on) => onChange({ translate: on ? 1 : 0 })}>
            {t('drawing.form.translate')}
          </Switch>
        </DisclosurePanel>
      </Disclosure>
      <div className={css.submit}>
        <p className={css.price}>
          <span>{free ? t('drawing.form.priceFree') : price !== null ? t('drawing.form.price', { points: price }) : null}</span>
          {vipFree && vipFree.total > 0 ? <span className={css.vipFree}>{t('drawing.form.vipFree', { left: vipFree.left, total: vipFree.total })}</span> : null}
        </p>
        <Button type="submit" isPending={sending} pendingLabel={t('drawing.form.submitting')} isFullWidth>
          {t('drawing.form.submit')}
        </Button>
      </div>
    </form>
  );
}
