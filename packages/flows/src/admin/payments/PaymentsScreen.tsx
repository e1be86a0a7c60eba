import { Badge, Button, Checkbox, Link, PasswordField, QrCode, Switch, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { siteKeyLabel } from '../siteKeys';
import type { PaymentsMessageKey } from './messages';
import type { NotifyPage, NotifyQuery } from './notifyLog.machine';
import { NotifyLogView } from './NotifyLogView';
import { paymentProvidersMachine, type ProviderInfo, type ProviderSave, type ProviderSetting, type ProvidersData } from './paymentProviders.machine';
import * as paymentsCss from './payments.css';
import { testOrderMachine, testPollTimeoutMs, type ProviderName, type TestOrderStart, type TestOrderStatus } from './testOrder.machine';

type Key = PaymentsMessageKey | AdminMessageKey;

export interface PaymentsServices {
  /** GET /admin/payments/providers. */
  load: () => Promise<ProvidersData>;
  /** Secrets through POST /admin/config/secrets (confirmed; closing rejects with ConfirmCancelled), then site keys through /config/site. */
  saveSettings: (save: ProviderSave) => Promise<unknown>;
  /** POST /admin/config/site {values: {[key]: 0|1}}. */
  saveSwitch: (change: { key: string; on: boolean }) => Promise<unknown>;
  /** POST /admin/payments/:provider/test-order. */
  createTestOrder: (input: { provider: ProviderName }) => Promise<TestOrderStart>;
  /** GET /admin/payments/test-orders/:id. */
  testOrderStatus: (input: { orderId: string }) => Promise<TestOrderStatus>;
  /** GET /admin/payments/notifies. */
  loadNotifies: (query: NotifyQuery) => Promise<NotifyPage>;
  /** Copies text (the notify URL); the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

export interface PaymentsScreenProps {
  t: Translate<Key>;
  locale: FlowLocale;
  services: PaymentsServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof paymentProvidersMachine>>[1];

/** The epay-style channel lists: which of WeChat Pay and Alipay are open, as the JSON text the site key holds. */
const channelNames = ['wxpay', 'alipay'] as const;
const isChannelKey = (key: string) => key.endsWith('Channel');
function channelsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** 支付渠道: a card per provider (switch, settings, completeness, notify URL, 测试下单) and the notify log. */
export function PaymentsScreen({ t, locale, services, notify }: PaymentsScreenProps) {
  const [state, send] = useMachine(
    paymentProvidersMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        saveSettings: fromPromise(({ input }) => services.saveSettings(input)),
        saveSwitch: fromPromise(({ input }) => services.saveSwitch(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { data, loadError } = state.context;
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.payments.title')}</h1>
      <p className={css.note}>{t('admin.payments.priorityNote')}</p>
      {state.matches('failed') ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : data === null ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : (
        <>
          {data.siteUrlSet ? null : (
            <p className={css.notice} role="note">
              {t('admin.payments.siteUrlWarning')}
            </p>
          )}
          <div className={paymentsCss.cards}>
            {data.providers.map((info) => (
              <ProviderCard key={info.provider} t={t} locale={locale} info={info} state={state} send={send} services={services} notify={notify} />
            ))}
          </div>
        </>
      )}
      <NotifyLogView t={t} locale={locale} load={services.loadNotifies} />
    </div>
  );
}

interface CardProps {
  t: Translate<Key>;
  locale: FlowLocale;
  info: ProviderInfo;
  state: ReturnType<typeof useMachine<typeof paymentProvidersMachine>>[0];
  send: Send;
  services: PaymentsServices;
  notify: (notice: Notice<Key>) => void;
}

function ProviderCard({ t, locale, info, state, send, services, notify }: CardProps) {
  const titleId = useId();
  const name = t(`admin.payments.provider.${info.provider}`);
  const drafts = state.context.drafts[info.provider] ?? {};
  const busy = state.context.busy === info.provider;
  const idle = state.matches('ready');
  const copy = async () => {
    try {
      await (services.copy ?? ((text: string) => navigator.clipboard.writeText(text)))(info.notifyUrl);
      notify({ tone: 'success', message: { key: 'admin.payments.copied' } });
    } catch {
      notify({ tone: 'error', message: { key: 'admin.payments.copyFailed' } });
    }
  };
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <div className={paymentsCss.cardHeader}>
        <h2 id={titleId} className={css.sectionTitle}>
          {name}
        </h2>
        <span className={paymentsCss.badges}>
          {info.active ? (
            <Badge tone="accent" size="sm">
              {t('admin.payments.active')}
            </Badge>
          ) : null}
          <Badge tone={info.complete ? 'success' : 'warning'} size="sm">
            {info.complete ? t('admin.payments.complete') : t('admin.payments.incomplete', { count: info.missing.length })}
          </Badge>
        </span>
      </div>
      <Switch
        isSelected={info.enabled}
        isDisabled={!idle}
        onChange={(on) => send({ type: 'switch.toggle', provider: info.provider, on })}
        description={t(info.enabled ? 'admin.payments.switchOn' : 'admin.payments.switchOff', { name })}
      >
        {t('admin.payments.switch', { name })}
      </Switch>
      <SubmitForm className={css.form} onSubmit={() => send({ type: 'settings.save', provider: info.provider })}>
        {info.settings.map((setting) => (
          <SettingField key={setting.key} t={t} locale={locale} provider={info.provider} setting={setting} draft={drafts[setting.key]} send={send} />
        ))}
        {info.missing.length > 0 ? (
          <p className={css.muted}>{t('admin.payments.missing', { keys: info.missing.map((key) => siteKeyLabel(key, locale)).join('、') })}</p>
        ) : null}
        <div className={css.actions}>
          <Button
            type="submit"
            variant="primary"
            isDisabled={!idle && !busy}
            isPending={busy && state.matches('savingSettings')}
            pendingLabel={t('admin.payments.save')}
          >
            {t('admin.payments.save')}
          </Button>
        </div>
      </SubmitForm>
      <div className={css.form}>
        <span className={css.muted}>{t('admin.payments.notifyUrl')}</span>
        <div className={paymentsCss.urlRow}>
          <code className={paymentsCss.url}>{info.notifyUrl}</code>
          <Button variant="secondary" size="sm" aria-label={t('admin.payments.copyNamed', { name })} onPress={() => void copy()}>
            {t('admin.payments.copy')}
          </Button>
        </div>
        <span className={css.muted}>{t('admin.payments.notifyUrlNote')}</span>
      </div>
      <TestOrderPanel t={t} provider={info.provider} name={name} complete={info.complete} services={services} />
    </section>
  );
}

interface SettingFieldProps {
  t: Translate<Key>;
  locale: FlowLocale;
  provider: ProviderName;
  setting: ProviderSetting;
  draft: string | null | undefined;
  send: Send;
}

/** A secret is write-only (已设置 / 未设置 / 将清除); a channel list is two checkboxes; any other site key is text. */
function SettingField({ t, locale, provider, setting, draft, send }: SettingFieldProps) {
  const label = siteKeyLabel(setting.key, locale) + (setting.required ? ` (${t('admin.payments.required')})` : '');
  const change = (value: string) => send({ type: 'setting.change', provider, key: setting.key, value });
  if (setting.secret) {
    const status = draft === null ? t('admin.site.secretCleared') : t(setting.set ? 'admin.site.secretSet' : 'admin.site.secretUnset');
    return (
      <div className={css.secretRow}>
        <PasswordField
          label={label}
          description={status}
          autoComplete="off"
          showLabel={t('admin.showPassword')}
          hideLabel={t('admin.hidePassword')}
          value={draft ?? ''}
          onChange={change}
        />
        <Button
          variant="quiet"
          size="sm"
          isDisabled={!setting.set || draft === null}
          onPress={() => send({ type: 'setting.clear', provider, key: setting.key })}
          aria-label={`${t('admin.site.secretClear')} ${label}`}
        >
          {t('admin.site.secretClear')}
        </Button>
      </div>
    );
  }
  const value = draft ?? String(setting.value ?? '');
  if (isChannelKey(setting.key)) {
    const open = channelsOf(value);
    const toggle = (channel: string, on: boolean) => change(JSON.stringify(channelNames.filter((name) => (name === channel ? on : open.includes(name)))));
    return (
      <fieldset className={css.plainFieldset}>
        <legend className={css.muted}>{label}</legend>
        <div className={paymentsCss.channels}>
          {channelNames.map((channel) => (
            <Checkbox key={channel} isSelected={open.includes(channel)} onChange={(on) => toggle(channel, on)}>
              {t(`admin.payments.channel.${channel}`)}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    );
  }
  return <TextField label={label} value={value} onChange={change} />;
}

/** 测试下单: the 1-fen order's QR (or cashier link), polled every second until its verified notify, for up to 300 s. */
function TestOrderPanel({
  t,
  provider,
  name,
  complete,
  services,
}: {
  t: Translate<Key>;
  provider: ProviderName;
  name: string;
  complete: boolean;
  services: PaymentsServices;
}) {
  const [state, send] = useMachine(
    testOrderMachine.provide({
      actors: {
        create: fromPromise(({ input }) => services.createTestOrder(input)),
        check: fromPromise(({ input }) => services.testOrderStatus(input)),
      },
    }),
    { input: { provider } },
  );
  const { start, status, elapsed, error } = state.context;
  const seconds = Math.max(0, testPollTimeoutMs / 1000 - elapsed);
  const polling = state.matches('polling');
  const paidWithoutNotify = status?.status === 'paid' && !status.notified;
  return (
    <div className={paymentsCss.testArea}>
      <p className={css.muted}>{complete ? t('admin.payments.testNote') : t('admin.payments.testIncomplete')}</p>
      {polling ? (
        <Button variant="secondary" onPress={() => send({ type: 'test.cancel' })}>
          {t('admin.payments.testCancel')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          isDisabled={!complete}
          isPending={state.matches('creating')}
          pendingLabel={t('admin.payments.testCreating')}
          aria-label={t(state.matches('idle') ? 'admin.payments.testNamed' : 'admin.payments.testAgainNamed', { name })}
          onPress={() => send({ type: 'test.start' })}
        >
          {state.matches('idle') ? t('admin.payments.test') : t('admin.payments.testAgain')}
        </Button>
      )}
      {polling && start ? (
        <>
          <span className={css.muted}>{t('admin.payments.testOrderNo', { orderId: start.orderId })}</span>
          {start.url_qrcode ? (
            <>
              <span>{t('admin.payments.testScan')}</span>
              <QrCode value={start.url_qrcode} label={t('admin.payments.testQr')} size={160} />
            </>
          ) : null}
          {start.redirectUrl ? (
            <Link href={start.redirectUrl} isExternal variant="standalone">
              {t('admin.payments.testOpen')}
            </Link>
          ) : null}
          <p role="status" className={css.note}>
            {t(paidWithoutNotify ? 'admin.payments.testPaidNoNotify' : 'admin.payments.testWaiting', { seconds })}
          </p>
        </>
      ) : null}
      {state.matches('succeeded') ? (
        <p role="status" className={css.note}>
          {t('admin.payments.testSuccess')}
        </p>
      ) : null}
      {state.matches('timedOut') ? (
        <p role="alert" className={css.formError}>
          {t(paidWithoutNotify ? 'admin.payments.testTimeoutPaid' : 'admin.payments.testTimeout')}
        </p>
      ) : null}
      {state.matches('expired') ? (
        <p role="alert" className={css.formError}>
          {t('admin.payments.testExpired')}
        </p>
      ) : null}
      {state.matches('failed') && error ? (
        <p role="alert" className={css.formError}>
          {messageText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
