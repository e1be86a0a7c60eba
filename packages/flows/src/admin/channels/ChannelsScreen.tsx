import { Button, PasswordField, Skeleton, Switch, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { copyText } from '../../clipboard/clipboard';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { siteKeyLabel } from '../siteKeys';
import * as channelsCss from './channels.css';
import {
  channelGroups,
  channelsMachine,
  type ChannelGroup,
  type ChannelsData,
  type ChannelsSnapshot,
  type ChannelTest,
  type ChannelSecretGroup,
  type TestReply,
} from './channels.machine';
import type { ChannelsMessageKey } from './messages';
import { LoadFailed } from '../LoadFailed';

type Key = ChannelsMessageKey | AdminMessageKey;

export interface ChannelsServices {
  /** GET /admin/config and GET /admin/channels/wechat. */
  load: () => Promise<ChannelsData>;
  /** POST /admin/config/site {values}. */
  saveSite: (values: Record<string, unknown>) => Promise<unknown>;
  /** POST /admin/config/secrets {values}, through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  saveSecrets: (values: Record<string, unknown>) => Promise<unknown>;
  /** POST /admin/channels/wechat-test, /sms-test {phone}, /mail-test {to}: the server's message (and where it went). */
  testWechat: () => Promise<TestReply>;
  testSms: (input: { phone: string }) => Promise<TestReply>;
  testMail: (input: { to: string }) => Promise<TestReply>;
  /** Writes to the clipboard; resolves whether it did. */
  copy?: (text: string) => Promise<boolean>;
}

export interface ChannelsScreenProps {
  t: Translate<Key>;
  locale: FlowLocale;
  services: ChannelsServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof channelsMachine>>[1];

/** Secrets typed as passwords (hidden while typed); the others are plain fields, write-only all the same. */
const hiddenWhileTyped = new Set(['wechatOfficialAppSecret', 'wechatOfficialToken', 'smsAccessKeySecret', 'mailSmtpPassword']);
const groupTitle = {
  registration: 'admin.channels.registration',
  silentLogin: 'admin.channels.silentLogin',
  wechat: 'admin.channels.wechat',
  sms: 'admin.channels.sms',
  mail: 'admin.channels.mail',
} as const;

/**
 * 登录与通知: the registration switches (with what off means), silent login, the WeChat official account (the server URL
 * to paste, write-only credentials, a test), SMS and SMTP (write-only settings, a test code, a test mail).
 */
export function ChannelsScreen({ t, locale, services, notify }: ChannelsScreenProps) {
  const [state, send] = useMachine(
    channelsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        saveSite: fromPromise(({ input }) => services.saveSite(input)),
        saveSecrets: fromPromise(({ input }) => services.saveSecrets(input)),
        testWechat: fromPromise(() => services.testWechat()),
        testSms: fromPromise(({ input }) => services.testSms(input)),
        testMail: fromPromise(({ input }) => services.testMail(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const copy = async (text: string) =>
    notify(
      (await (services.copy ?? copyText)(text))
        ? { tone: 'success', message: { key: 'admin.channels.copied' } }
        : { tone: 'error', message: { key: 'admin.channels.copyFailed' } },
    );
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.channels.title')}</h1>
      {state.matches('loading') ? (
        <div role="status" aria-label={t('admin.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : null}
      {state.matches('failed') ? <LoadFailed t={t} error={state.context.loadError} onRetry={() => send({ type: 'retry' })} /> : null}
      {state.context.data && state.matches('ready') ? (
        <>
          <SwitchGroup t={t} locale={locale} state={state} send={send} group="registration" note={t('admin.channels.registrationNote')} />
          <SwitchGroup t={t} locale={locale} state={state} send={send} group="silentLogin" note={t('admin.channels.silentNote')} />
          <SecretGroupSection t={t} locale={locale} state={state} send={send} group="wechat" note={t('admin.channels.wechatNote')}>
            <WechatServerUrl t={t} state={state} onCopy={(text) => void copy(text)} />
          </SecretGroupSection>
          <SecretGroupSection
            t={t}
            locale={locale}
            state={state}
            send={send}
            group="sms"
            note={t('admin.channels.smsNote')}
            test={<ChannelTestForm t={t} state={state} send={send} channel="sms" field="phone" label="admin.channels.phone" button="admin.channels.smsTest" />}
          />
          <SecretGroupSection
            t={t}
            locale={locale}
            state={state}
            send={send}
            group="mail"
            note={t('admin.channels.mailNote')}
            test={
              <ChannelTestForm t={t} state={state} send={send} channel="mail" field="mailTo" label="admin.channels.mailTo" button="admin.channels.mailTest" />
            }
          />
        </>
      ) : null}
    </div>
  );
}

interface GroupProps {
  t: Translate<Key>;
  locale: FlowLocale;
  state: ChannelsSnapshot;
  send: Send;
  note: string;
}

const isSaving = (state: ChannelsSnapshot, group: ChannelGroup) => state.context.saving?.group === group && !state.matches({ ready: { saves: 'idle' } });

/** The group's save button, named after the group (several 保存 share the screen). */
function SaveButton({ t, state, group }: { t: Translate<Key>; state: ChannelsSnapshot; group: ChannelGroup }) {
  return (
    <div className={css.actions}>
      <Button
        type="submit"
        variant="primary"
        aria-label={t('admin.channels.saveNamed', { group: t(groupTitle[group]) })}
        isPending={isSaving(state, group)}
        pendingLabel={t('admin.site.saving')}
      >
        {t('admin.channels.save')}
      </Button>
    </div>
  );
}

function SwitchGroup({ t, locale, state, send, group, note }: GroupProps & { group: 'registration' | 'silentLogin' }) {
  const titleId = useId();
  return (
    <SubmitForm className={css.section} onSubmit={() => send({ type: 'group.save', group })}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t(groupTitle[group])}
      </h2>
      <p className={css.note}>{note}</p>
      <div className={channelsCss.switchList} role="group" aria-labelledby={titleId}>
        {channelGroups[group].keys.map((key) => (
          <Switch
            key={key}
            isSelected={Number(state.context.values[key]) === 1}
            onChange={(on) => send({ type: 'site.change', key, value: on ? 1 : 0 })}
            description={group === 'registration' ? t(`admin.channels.off.${key as (typeof channelGroups.registration.keys)[number]}`) : undefined}
          >
            {siteKeyLabel(key, locale)}
          </Switch>
        ))}
      </div>
      <SaveButton t={t} state={state} group={group} />
    </SubmitForm>
  );
}

function SecretGroupSection({
  t,
  locale,
  state,
  send,
  group,
  note,
  children,
  test,
}: GroupProps & { group: ChannelSecretGroup; children?: ReactNode; test?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t(groupTitle[group])}
      </h2>
      <p className={css.note}>{note}</p>
      {children}
      <SubmitForm className={css.form} onSubmit={() => send({ type: 'group.save', group })}>
        <div className={css.fieldGrid}>
          {channelGroups[group].keys.map((key) => (
            <SecretInput key={key} t={t} name={key} label={siteKeyLabel(key, locale)} state={state} send={send} />
          ))}
        </div>
        <SaveButton t={t} state={state} group={group} />
      </SubmitForm>
      {group === 'wechat' ? <ChannelTestForm t={t} state={state} send={send} channel="wechat" button="admin.channels.wechatTest" /> : test}
    </section>
  );
}

/** A write-only setting: always empty, described 已设置 / 未设置 / 将清除, with 清除 for a set one. */
function SecretInput({ t, name, label, state, send }: { t: Translate<Key>; name: string; label: string; state: ChannelsSnapshot; send: Send }) {
  const draft = state.context.secretDrafts[name];
  const isSet = state.context.data!.config.secrets[name]?.set ?? false;
  const status = draft === null ? t('admin.site.secretCleared') : t(isSet ? 'admin.site.secretSet' : 'admin.site.secretUnset');
  const error = state.context.errors[name];
  const common = {
    label,
    autoComplete: 'off',
    value: draft ?? '',
    onChange: (value: string) => send({ type: 'secret.change', key: name, value }),
    ...(error ? fieldError(t, { key: error }) : { description: status }),
  };
  return (
    <div className={css.secretRow}>
      {hiddenWhileTyped.has(name) ? (
        <PasswordField {...common} showLabel={t('admin.showPassword')} hideLabel={t('admin.hidePassword')} />
      ) : (
        <TextField {...common} inputMode={name === 'mailSmtpPort' ? 'numeric' : undefined} />
      )}
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

/** The URL to paste into WeChat's 服务器配置, with a copy button, and what is missing for it to work. */
function WechatServerUrl({ t, state, onCopy }: { t: Translate<Key>; state: ChannelsSnapshot; onCopy: (text: string) => void }) {
  const labelId = useId();
  const noteId = useId();
  const { wechat } = state.context.data!;
  return (
    <div className={css.form}>
      <span id={labelId} className={css.sectionTitle}>
        {t('admin.channels.serverUrl')}
      </span>
      <div className={channelsCss.urlRow}>
        <output className={channelsCss.url} aria-labelledby={labelId} aria-describedby={noteId}>
          {wechat.serverUrl}
        </output>
        <Button variant="secondary" size="sm" aria-label={t('admin.channels.copyUrl')} onPress={() => onCopy(wechat.serverUrl)}>
          {t('admin.channels.copy')}
        </Button>
      </div>
      <p id={noteId} className={css.muted}>
        {t('admin.channels.serverUrlNote')}
      </p>
      {wechat.siteUrlSet ? null : <p className={css.notice}>{t('admin.channels.siteUrlUnset')}</p>}
      {wechat.tokenSet ? null : <p className={css.notice}>{t('admin.channels.tokenUnset')}</p>}
    </div>
  );
}

interface TestFormProps {
  t: Translate<Key>;
  state: ChannelsSnapshot;
  send: Send;
  channel: ChannelTest;
  button: ChannelsMessageKey;
  /** The test's own field (a phone, a recipient), if any. */
  field?: 'phone' | 'mailTo';
  label?: ChannelsMessageKey;
}

const runningState = {
  wechat: { ready: { wechatTest: 'running' } },
  sms: { ready: { smsTest: 'running' } },
  mail: { ready: { mailTest: 'running' } },
} as const;

/** A test: its field and button (Enter runs it), and its outcome in a live region under them. */
function ChannelTestForm({ t, state, send, channel, button, field, label }: TestFormProps) {
  const running = state.matches(runningState[channel]);
  const outcome = state.context.outcomes[channel];
  const error = field ? state.context.errors[field] : undefined;
  return (
    <SubmitForm className={css.form} onSubmit={() => send({ type: 'test', channel })}>
      <div className={channelsCss.testRow}>
        {field && label ? (
          <div className={channelsCss.testField}>
            <TextField
              label={t(label)}
              type={field === 'phone' ? 'tel' : 'email'}
              inputMode={field === 'phone' ? 'numeric' : 'email'}
              autoComplete="off"
              value={state.context[field]}
              onChange={(value) => send({ type: field === 'phone' ? 'phone.change' : 'mailTo.change', value })}
              {...fieldError(t, error ? { key: error } : null)}
            />
          </div>
        ) : null}
        <Button type="submit" variant="secondary" isPending={running} pendingLabel={t('admin.channels.testing')}>
          {t(button)}
        </Button>
      </div>
      <div role="status" aria-label={t('admin.channels.testResult')}>
        {outcome ? <p className={`${channelsCss.outcome} ${channelsCss.outcomeTone[outcome.tone]}`}>{messageText(t, outcome.message)}</p> : null}
      </div>
    </SubmitForm>
  );
}
