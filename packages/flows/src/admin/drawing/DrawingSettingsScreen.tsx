import { Button, Checkbox, PasswordField, Select, SelectItem, Skeleton, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as adminCss from '../admin.css';
import { Section } from '../common/controls';
import type { AdminMessageKey } from '../messages';
import { siteKeyLabel } from '../siteKeys';
import { type DraftKey, type DrawingAdminData, type DrawingSettingValues, drawModes, numberGroups, routingKeys } from './drawingSettings';
import * as css from './drawingAdmin.css';
import { drawingSettingsMachine, type DrawingSettingsSnapshot, type RoutingValues } from './drawingSettings.machine';
import type { DrawingAdminMessageKey } from './messages';
import { LoadFailed } from '../LoadFailed';

type Key = DrawingAdminMessageKey | AdminMessageKey;
type Send = (event: Parameters<ReturnType<typeof useMachine<typeof drawingSettingsMachine>>[1]>[0]) => void;

export interface DrawingSettingsServices {
  /** GET /admin/drawing/settings. */
  load: () => Promise<DrawingAdminData>;
  /** POST /admin/drawing/settings {values}: the changed settings. */
  save: (values: Partial<DrawingSettingValues>) => Promise<unknown>;
  /** POST /admin/drawing/routing {values}, through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  saveRouting: (values: RoutingValues) => Promise<unknown>;
}

export interface DrawingSettingsScreenProps {
  t: Translate<Key>;
  locale: FlowLocale;
  services: DrawingSettingsServices;
  notify: (notice: Notice<Key>) => void;
}

/** 绘画设置: modes, prices, members' free drawings, limits, translation and words; then the proxy (confirmed). */
export function DrawingSettingsScreen({ t, locale, services, notify }: DrawingSettingsScreenProps) {
  const [state, send] = useMachine(
    drawingSettingsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        saveRouting: fromPromise(({ input }) => services.saveRouting(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const data = state.context.data;
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.drawing.title')}</h1>
      {state.matches('loading') ? (
        <div role="status" aria-label={t('admin.loading')}>
          <Skeleton lines={8} />
        </div>
      ) : null}
      {state.matches('failed') ? <LoadFailed t={t} error={state.context.loadError} onRetry={() => send({ type: 'retry' })} /> : null}
      {data && !state.matches('loading') ? (
        <>
          {data.demoMode ? (
            <p className={adminCss.notice} role="note">
              {t('admin.drawing.demoMode')}
            </p>
          ) : null}
          <SettingsForm t={t} locale={locale} state={state} send={send} />
          <RoutingForm t={t} state={state} send={send} />
        </>
      ) : null}
    </div>
  );
}

interface FormProps {
  t: Translate<Key>;
  state: DrawingSettingsSnapshot;
  send: Send;
}

const problemText = (t: Translate<Key>, state: DrawingSettingsSnapshot, key: DraftKey | 'mjModes') => {
  const problem = state.context.problems[key];
  return fieldError(t, problem ? { key: `admin.drawing.problem.${problem}` as const } : null);
};

function NumberField({ t, state, send, name, label, unit }: FormProps & { name: DraftKey; label: string; unit?: string }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={state.context.drafts[name]}
      onChange={(value) => send({ type: 'change', key: name, value })}
      endAdornment={unit}
      isDisabled={state.matches('saving')}
      {...problemText(t, state, name)}
    />
  );
}

function SettingsForm({ t, locale, state, send }: FormProps & { locale: FlowLocale }) {
  const saving = state.matches('saving');
  const { drafts, data } = state.context;
  const modesProblem = state.context.problems.mjModes;
  const defaultModel = '';
  return (
    <SubmitForm className={adminCss.screen} onSubmit={() => send({ type: 'save' })}>
      <Section title={t('admin.drawing.modes')} note={t('admin.drawing.modesNote')}>
        <div className={adminCss.switches} role="group" aria-label={t('admin.drawing.modes')}>
          {drawModes.map((mode) => (
            <Checkbox
              key={mode}
              isSelected={drafts.mjModes.includes(mode)}
              onChange={(on) => send({ type: 'mode.toggle', mode, on })}
              isInvalid={modesProblem !== undefined}
            >
              {t(`admin.drawing.mode.${mode}`)}
            </Checkbox>
          ))}
        </div>
        {modesProblem ? (
          <p className={adminCss.formError} role="alert">
            {t('admin.drawing.problem.modes')}
          </p>
        ) : null}
      </Section>
      <Section title={t('admin.drawing.prices')} note={t('admin.drawing.pricesNote')}>
        <div className={css.priceGrid}>
          {numberGroups.prices.map((key) => (
            <NumberField key={key} t={t} state={state} send={send} name={key} label={siteKeyLabel(key, locale)} unit={t('admin.drawing.points')} />
          ))}
        </div>
      </Section>
      <div className={css.pair}>
        <Section title={t('admin.drawing.vipFree')} note={t('admin.drawing.vipFreeNote')}>
          <div className={adminCss.fieldGrid}>
            {numberGroups.vipFree.map((key) => (
              <NumberField key={key} t={t} state={state} send={send} name={key} label={t(`admin.drawing.vip.${key}`)} />
            ))}
          </div>
        </Section>
        <Section title={t('admin.drawing.limits')} note={t('admin.drawing.limitsNote')}>
          <div className={adminCss.fieldGrid}>
            {numberGroups.limits.map((key) => (
              <NumberField key={key} t={t} state={state} send={send} name={key} label={t(`admin.drawing.limit.${key}`)} />
            ))}
          </div>
        </Section>
      </div>
      <Section title={t('admin.drawing.words')}>
        <div className={adminCss.fieldGrid}>
          <Select
            label={t('admin.drawing.translateModel')}
            selectedKey={drafts.mjTranslateModel || defaultModel}
            onSelectionChange={(key) => send({ type: 'change', key: 'mjTranslateModel', value: String(key ?? '') })}
          >
            <SelectItem id={defaultModel}>{t('admin.drawing.translateDefault')}</SelectItem>
            {data!.chatModels.map((model) => (
              <SelectItem key={model.model} id={model.model} textValue={model.name}>
                {model.name}
              </SelectItem>
            ))}
          </Select>
          <TextArea
            label={t('admin.drawing.suggestWords')}
            description={t('admin.drawing.suggestWordsNote')}
            rows={4}
            value={drafts.drawSuggestWords}
            onChange={(value) => send({ type: 'change', key: 'drawSuggestWords', value })}
            {...(state.context.problems.drawSuggestWords ? problemText(t, state, 'drawSuggestWords') : {})}
          />
          <div className={adminCss.wide}>
            <TextArea
              label={t('admin.drawing.quickTools')}
              description={t('admin.drawing.quickToolsNote')}
              rows={6}
              value={drafts.drawQuickTools}
              onChange={(value) => send({ type: 'change', key: 'drawQuickTools', value })}
              {...(state.context.problems.drawQuickTools ? problemText(t, state, 'drawQuickTools') : {})}
            />
          </div>
          <div className={adminCss.wide}>
            <TextArea
              label={t('admin.drawing.sensitiveWords')}
              description={t('admin.drawing.sensitiveWordsNote')}
              rows={3}
              value={drafts.mjSensitiveWords}
              onChange={(value) => send({ type: 'change', key: 'mjSensitiveWords', value })}
            />
          </div>
        </div>
      </Section>
      <div className={adminCss.actions}>
        <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'discard' })}>
          {t('admin.drawing.discard')}
        </Button>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.drawing.saving')}>
          {t('admin.drawing.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}

/** The proxy's addresses (shown, as they are no secret from the operator) and its write-only secret. */
function RoutingForm({ t, state, send }: FormProps) {
  const saving = state.matches('savingRouting');
  const { secret, data } = state.context;
  const secretStatus = secret.clear ? t('admin.site.secretCleared') : t(data!.secretSet ? 'admin.site.secretSet' : 'admin.site.secretUnset');
  return (
    <Section title={t('admin.drawing.routing')} note={t('admin.drawing.routingNote')}>
      <SubmitForm className={adminCss.form} onSubmit={() => send({ type: 'routing.save' })}>
        <div className={adminCss.fieldGrid}>
          {routingKeys.map((key) => (
            <TextField
              key={key}
              label={t(`admin.drawing.route.${key}`)}
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              value={state.context.drafts[key]}
              onChange={(value) => send({ type: 'change', key, value })}
              isDisabled={saving}
              {...problemText(t, state, key)}
            />
          ))}
          <div className={adminCss.secretRow}>
            <PasswordField
              label={t('admin.drawing.secret')}
              autoComplete="off"
              value={secret.value}
              onChange={(value) => send({ type: 'secret.change', value })}
              description={secretStatus}
              showLabel={t('admin.showPassword')}
              hideLabel={t('admin.hidePassword')}
            />
            <Button
              variant="quiet"
              size="sm"
              isDisabled={!data!.secretSet || secret.clear}
              onPress={() => send({ type: 'secret.clear' })}
              aria-label={`${t('admin.site.secretClear')} ${t('admin.drawing.secret')}`}
            >
              {t('admin.site.secretClear')}
            </Button>
          </div>
        </div>
        <div className={adminCss.actions}>
          <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.drawing.saving')}>
            {t('admin.drawing.routingSave')}
          </Button>
        </div>
      </SubmitForm>
    </Section>
  );
}
