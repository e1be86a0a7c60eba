import { Badge, Button, QrCode, Skeleton, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { copyText } from '../../clipboard/clipboard';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { SecurityMessageKey } from './messages';
import * as securityCss from './security.css';
import { securityMachine, totpPendingMs, type SecuritySnapshot, type TotpKey } from './security.machine';

type Key = SecurityMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof securityMachine>>[1];

export interface SecurityServices {
  /** GET /admin/auth/totp. */
  status: () => Promise<{ enabled: boolean }>;
  /** POST /admin/auth/totp/setup. */
  setup: () => Promise<TotpKey>;
  /** POST /admin/auth/totp/enable {otp}. */
  enable: (otp: string) => Promise<unknown>;
  /** POST /admin/auth/totp/disable through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  disable: () => Promise<unknown>;
  /** Writes text to the clipboard; resolves whether it did (default: the browser's clipboard). */
  copy?: (text: string) => Promise<boolean>;
}

export interface SecurityScreenProps {
  t: Translate<Key>;
  services: SecurityServices;
  /** How long a pending key is shown (default `totpPendingMs`; stories shorten it to show its expiry). */
  pendingMs?: number;
}

/** The key in groups of four, as authenticator apps show it. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** 账号安全: the operator's own TOTP — its status, turning it on with a scanned key and a code, turning it off (confirmed). */
export function SecurityScreen({ t, services, pendingMs = totpPendingMs }: SecurityScreenProps) {
  const [state, send] = useMachine(
    securityMachine.provide({
      actors: {
        status: fromPromise(() => services.status()),
        setup: fromPromise(() => services.setup()),
        enable: fromPromise(({ input }) => services.enable(input)),
        disable: fromPromise(() => services.disable()),
      },
      delays: { pendingExpiry: pendingMs },
    }),
  );
  const titleId = useId();
  const { enabled, loadError, outcome } = state.context;
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.security.title')}</h1>
      <section className={css.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={css.sectionTitle}>
          {t('admin.security.totp')}
        </h2>
        <p className={css.note}>{t('admin.security.intro')}</p>
        {state.matches('loading') ? (
          <div role="status" aria-label={t('admin.loading')}>
            <Skeleton lines={2} />
          </div>
        ) : null}
        {state.matches('failed') ? (
          <div role="alert">
            <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
            <div className={css.actions}>
              <Button onPress={() => send({ type: 'security.retry' })}>{t('admin.retry')}</Button>
            </div>
          </div>
        ) : null}
        {enabled === null ? null : (
          <p className={securityCss.statusLine}>
            {t('admin.security.status')}
            <Badge size="sm" tone={enabled ? 'success' : 'neutral'}>
              {t(enabled ? 'admin.security.on' : 'admin.security.off')}
            </Badge>
          </p>
        )}
        {state.matches('off') || state.matches('creatingKey') ? (
          <div className={css.actions}>
            <Button
              variant="primary"
              isPending={state.matches('creatingKey')}
              pendingLabel={t('admin.security.working')}
              onPress={() => send({ type: 'totp.start' })}
            >
              {t('admin.security.enable')}
            </Button>
          </div>
        ) : null}
        {state.matches('pending') && state.context.key ? (
          <PendingKey t={t} state={state} send={send} keyShown={state.context.key} copy={services.copy} />
        ) : null}
        {state.matches('expired') ? (
          <div role="alert" className={css.form}>
            <p className={css.formError}>{t('admin.security.expired')}</p>
            <div className={css.actions}>
              <Button variant="primary" onPress={() => send({ type: 'totp.start' })}>
                {t('admin.security.regenerate')}
              </Button>
              <Button variant="secondary" onPress={() => send({ type: 'totp.cancel' })}>
                {t('admin.security.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.matches('on') || state.matches('disabling') ? (
          <div className={css.actions}>
            <Button
              variant="secondary"
              isPending={state.matches('disabling')}
              pendingLabel={t('admin.security.working')}
              onPress={() => send({ type: 'totp.disable' })}
            >
              {t('admin.security.disable')}
            </Button>
          </div>
        ) : null}
        <div role="status">{outcome?.tone === 'success' ? <p className={css.note}>{messageText(t, outcome.message)}</p> : null}</div>
        {outcome?.tone === 'error' && !state.matches('pending') ? (
          <p className={css.formError} role="alert">
            {messageText(t, outcome.message)}
          </p>
        ) : null}
      </section>
    </div>
  );
}

interface PendingKeyProps {
  t: Translate<Key>;
  state: SecuritySnapshot;
  send: Send;
  keyShown: TotpKey;
  copy?: (text: string) => Promise<boolean>;
}

/** The pending key: its QR code and text, and the code that turns TOTP on. */
function PendingKey({ t, state, send, keyShown, copy = copyText }: PendingKeyProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const enabling = state.matches({ pending: 'enabling' });
  const { code, codeError, outcome } = state.context;
  return (
    <div className={securityCss.setup}>
      <QrCode value={keyShown.uri} label={t('admin.security.qrLabel')} size={securityCss.qrSize} />
      <div className={securityCss.steps}>
        <h3 className={securityCss.stepTitle}>{t('admin.security.step1')}</h3>
        <p className={css.note}>{t('admin.security.manual')}</p>
        <p className={securityCss.secret} aria-label={t('admin.security.secret')}>
          {groupedSecret(keyShown.secret)}
        </p>
        <div className={css.actions}>
          <Button variant="secondary" size="sm" onPress={() => void copy(keyShown.secret).then(setCopied)}>
            {t('admin.security.copy')}
          </Button>
          <div role="status">
            {copied === null ? null : <p className={copied ? css.note : css.formError}>{t(copied ? 'admin.security.copied' : 'admin.security.copyFailed')}</p>}
          </div>
        </div>
        <h3 className={securityCss.stepTitle}>{t('admin.security.step2')}</h3>
        <SubmitForm className={css.form} onSubmit={() => send({ type: 'code.submit' })}>
          <div className={securityCss.codeField}>
            <TextField
              label={t('admin.security.code')}
              description={t('admin.security.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              isDisabled={enabling}
              onChange={(value) => send({ type: 'code.change', value })}
              {...fieldError(t, codeError ? { key: codeError } : outcome?.tone === 'error' ? outcome.message : null)}
            />
          </div>
          <p className={css.muted}>{t('admin.security.expiresNote')}</p>
          <div className={css.actions}>
            <Button type="submit" variant="primary" isPending={enabling} pendingLabel={t('admin.security.enabling')}>
              {t('admin.security.confirmEnable')}
            </Button>
            <Button variant="secondary" isDisabled={enabling} onPress={() => send({ type: 'totp.cancel' })}>
              {t('admin.security.cancel')}
            </Button>
          </div>
        </SubmitForm>
      </div>
    </div>
  );
}
