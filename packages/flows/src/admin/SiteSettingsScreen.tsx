import { Button, PasswordField, Skeleton, Switch, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../formRow/FormRow';
import type { FlowLocale, Translate } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import * as css from './admin.css';
import type { AdminMessageKey } from './messages';
import { groupSiteKeys, siteKeyKind, siteKeyLabel } from './siteKeys';
import { siteSettingsMachine, type AdminConfig, type SecretValues, type SiteSettingsSnapshot } from './siteSettings.machine';

export interface SiteSettingsServices {
  load: () => Promise<AdminConfig>;
  /** POST /admin/config/site {values}. */
  saveSite: (values: Record<string, unknown>) => Promise<unknown>;
  /** POST /admin/config/secrets {values}, through the two-step confirmation. */
  saveSecrets: (values: SecretValues) => Promise<unknown>;
}

export interface SiteSettingsScreenProps {
  t: Translate<AdminMessageKey>;
  locale: FlowLocale;
  services: SiteSettingsServices;
  notify: (notice: Notice<AdminMessageKey>) => void;
}

type Send = (event: Parameters<ReturnType<typeof useMachine<typeof siteSettingsMachine>>[1]>[0]) => void;

/** Site settings: every site key grouped, the secrets write-only, the environment read-only. */
export function SiteSettingsScreen({ t, locale, services, notify }: SiteSettingsScreenProps) {
  const [state, send] = useMachine(
    siteSettingsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        saveSite: fromPromise(({ input }) => services.saveSite(input)),
        saveSecrets: fromPromise(({ input }) => services.saveSecrets(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.site.title')}</h1>
      {state.matches('loading') ? (
        <div role="status" aria-label={t('admin.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : null}
      {state.matches('failed') ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{state.context.loadError ? messageText(t, state.context.loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : null}
      {state.context.config && !state.matches('loading') ? <SiteForms t={t} locale={locale} state={state} send={send} /> : null}
    </div>
  );
}

function SiteForms({ t, locale, state, send }: { t: Translate<AdminMessageKey>; locale: FlowLocale; state: SiteSettingsSnapshot; send: Send }) {
  const config = state.context.config!;
  const siteGroups = groupSiteKeys(Object.keys(config.site).filter((key) => key !== 'translations'));
  const secretGroups = groupSiteKeys(Object.keys(config.secrets));
  const savingSite = state.matches('savingSite');
  const savingSecrets = state.matches('savingSecrets');
  return (
    <>
      <SubmitForm className={css.screen} onSubmit={() => send({ type: 'site.save' })}>
        {siteGroups.map(({ group, names }) => (
          <section key={group} className={css.section} aria-labelledby={`site-${group}`}>
            <h2 id={`site-${group}`} className={css.sectionTitle}>
              {t(`admin.site.group.${group}`)}
            </h2>
            <div className={css.fieldGrid}>
              {names.map((name) => (
                <SiteField key={name} t={t} name={name} label={siteKeyLabel(name, locale)} state={state} send={send} />
              ))}
            </div>
          </section>
        ))}
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={savingSite} pendingLabel={t('admin.site.saving')}>
            {t('admin.site.save')}
          </Button>
        </div>
      </SubmitForm>
      <SubmitForm className={css.section} onSubmit={() => send({ type: 'secrets.save' })}>
        <h2 className={css.sectionTitle}>{t('admin.site.secrets')}</h2>
        <p className={css.note}>{t('admin.site.secretsNote')}</p>
        {secretGroups.map(({ group, names }) => (
          <fieldset key={group} className={css.plainFieldset}>
            <legend className={css.muted}>{t(`admin.site.group.${group}`)}</legend>
            {names.map((name) => (
              <SecretField key={name} t={t} name={name} label={siteKeyLabel(name, locale)} state={state} send={send} />
            ))}
          </fieldset>
        ))}
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={savingSecrets} pendingLabel={t('admin.site.saving')}>
            {t('admin.site.secretsSave')}
          </Button>
        </div>
      </SubmitForm>
      <section className={css.section} aria-labelledby="site-environment">
        <h2 id="site-environment" className={css.sectionTitle}>
          {t('admin.site.environment')}
        </h2>
        <dl className={css.definitionList}>
          {Object.entries(config.environment).map(([name, value]) => (
            <div key={name} className={css.contents}>
              <dt className={css.code}>{name}</dt>
              <dd className={css.code}>{environmentText(t, value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

const environmentText = (t: Translate<AdminMessageKey>, value: unknown) =>
  value !== null && typeof value === 'object' && 'set' in value
    ? t((value as { set: boolean }).set ? 'admin.site.secretSet' : 'admin.site.secretUnset')
    : value === undefined || value === ''
      ? '—'
      : String(value);

interface FieldProps {
  t: Translate<AdminMessageKey>;
  name: string;
  label: string;
  state: SiteSettingsSnapshot;
  send: Send;
}

function SiteField({ t, name, label, state, send }: FieldProps) {
  const value = state.context.values[name];
  const kind = siteKeyKind(name, state.context.config!.site[name]);
  const error = fieldError(t, state.context.errors[name] ? { key: state.context.errors[name] } : null);
  const change = (next: unknown) => send({ type: 'site.change', key: name, value: next });
  if (kind === 'switch')
    return (
      <Switch isSelected={Number(value) === 1} onChange={(on) => change(on ? 1 : 0)}>
        {label}
      </Switch>
    );
  if (kind === 'longText')
    return (
      <div className={css.wide}>
        <TextArea label={label} rows={4} value={String(value ?? '')} onChange={change} {...error} />
      </div>
    );
  return <TextField label={label} inputMode={kind === 'number' ? 'numeric' : undefined} value={String(value ?? '')} onChange={change} {...error} />;
}

function SecretField({ t, name, label, state, send }: FieldProps) {
  const draft = state.context.secretDrafts[name];
  const isSet = state.context.config!.secrets[name]?.set ?? false;
  const status = draft === null ? t('admin.site.secretCleared') : t(isSet ? 'admin.site.secretSet' : 'admin.site.secretUnset');
  const error = fieldError(t, state.context.errors[name] ? { key: state.context.errors[name] } : null);
  return (
    <div className={css.secretRow}>
      <PasswordField
        label={label}
        description={status}
        {...error}
        autoComplete="off"
        showLabel={t('admin.showPassword')}
        hideLabel={t('admin.hidePassword')}
        value={draft ?? ''}
        onChange={(value) => send({ type: 'secret.change', key: name, value })}
      />
      <Button
        variant="quiet"
        size="sm"
        isDisabled={!isSet || draft === null}
        onPress={() => send({ type: 'secret.clear', key: name })}
        aria-label={`${t('admin.site.secretClear')} ${label}`}
      >
        {t('admin.site.secretClear')}
      </Button>
    </div>
  );
}
