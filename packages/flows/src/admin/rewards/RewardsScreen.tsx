import { Button, Skeleton, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { AdminConfig } from '../siteSettings.machine';
import { siteKeyLabel } from '../siteKeys';
import type { RewardsMessageKey } from './messages';
import * as css from './rewards.css';
import { rewardGroups, rewardsMachine, rewardSummary, type RewardGroup, type RewardKey, type RewardValues, type RewardsSnapshot } from './rewards.machine';

type Key = RewardsMessageKey | AdminMessageKey;
type Send = (event: Parameters<ReturnType<typeof useMachine<typeof rewardsMachine>>[1]>[0]) => void;

export interface RewardsServices {
  /** GET /admin/config (the reward keys are site keys). */
  load: () => Promise<AdminConfig>;
  /** POST /admin/config/site {values}: the changed reward keys. */
  save: (values: Partial<RewardValues>) => Promise<unknown>;
}

export interface RewardsScreenProps {
  t: Translate<Key>;
  locale: FlowLocale;
  services: RewardsServices;
  notify: (notice: Notice<Key>) => void;
}

const groupTexts: Record<RewardGroup, { title: Key; note: Key }> = {
  checkIn: { title: 'admin.rewards.checkIn', note: 'admin.rewards.checkInNote' },
  registration: { title: 'admin.rewards.registration', note: 'admin.rewards.registrationNote' },
  invite: { title: 'admin.rewards.invite', note: 'admin.rewards.inviteNote' },
  apps: { title: 'admin.rewards.apps', note: 'admin.rewards.appsNote' },
};
const groupOrder: RewardGroup[] = ['checkIn', 'registration', 'invite', 'apps'];

/** Rewards: check-in, registration (three counts, summed), invite and app-approval points, with what a new user gets. */
export function RewardsScreen({ t, locale, services, notify }: RewardsScreenProps) {
  const [state, send] = useMachine(
    rewardsMachine.provide({
      actors: { load: fromPromise(() => services.load()), save: fromPromise(({ input }) => services.save(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.rewards.title')}</h1>
      {state.matches('loading') ? (
        <div role="status" aria-label={t('admin.loading')}>
          <Skeleton lines={6} />
        </div>
      ) : null}
      {state.matches('failed') ? (
        <div className={adminCss.section} role="alert">
          <p className={adminCss.formError}>{state.context.loadError ? messageText(t, state.context.loadError) : null}</p>
          <div className={adminCss.actions}>
            <Button onPress={() => send({ type: 'rewards.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : null}
      {state.context.saved && !state.matches('loading') ? <RewardsForm t={t} locale={locale} state={state} send={send} /> : null}
    </div>
  );
}

interface FormProps {
  t: Translate<Key>;
  locale: FlowLocale;
  state: RewardsSnapshot;
  send: Send;
}

function RewardsForm({ t, locale, state, send }: FormProps) {
  const saving = state.matches('saving');
  return (
    <SubmitForm className={adminCss.screen} onSubmit={() => send({ type: 'rewards.save' })}>
      <p className={adminCss.note}>{t('admin.rewards.intro')}</p>
      <div className={css.groups}>
        {groupOrder.map((group) => (
          <RewardSection key={group} t={t} locale={locale} group={group} state={state} send={send} />
        ))}
      </div>
      <RewardSummary t={t} state={state} />
      <div className={adminCss.actions}>
        <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'rewards.discard' })}>
          {t('admin.rewards.discard')}
        </Button>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.rewards.saving')}>
          {t('admin.rewards.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}

function RewardSection({ t, locale, group, state, send }: FormProps & { group: RewardGroup }) {
  const titleId = useId();
  const noteId = useId();
  return (
    <section className={adminCss.section} aria-labelledby={titleId} aria-describedby={noteId}>
      <div>
        <h2 id={titleId} className={adminCss.sectionTitle}>
          {t(groupTexts[group].title)}
        </h2>
        <p id={noteId} className={adminCss.muted}>
          {t(groupTexts[group].note)}
        </p>
      </div>
      <div className={css.fields}>
        {rewardGroups[group].map((key: RewardKey) => {
          const invalid = state.context.invalid.includes(key);
          return (
            <TextField
              key={key}
              label={siteKeyLabel(key, locale)}
              inputMode="numeric"
              value={state.context.drafts[key]}
              onChange={(value) => send({ type: 'rewards.change', key, value })}
              endAdornment={t('admin.rewards.points')}
              validationBehavior="aria"
              isInvalid={invalid}
              errorMessage={invalid ? t('admin.rewards.invalid') : undefined}
              isDisabled={state.matches('saving')}
            />
          );
        })}
      </div>
    </section>
  );
}

/** What the drafts give, as they are typed (a group with an invalid field says so). */
function RewardSummary({ t, state }: { t: Translate<Key>; state: RewardsSnapshot }) {
  const titleId = useId();
  const summary = rewardSummary(state.context.drafts);
  const points = (value: number | null) => (value === null ? t('admin.rewards.summaryInvalid') : String(value));
  const parts = summary.registrationParts.every((part) => part !== null) ? summary.registrationParts.join(' + ') : null;
  return (
    <section className={css.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={adminCss.sectionTitle}>
        {t('admin.rewards.summary')}
      </h2>
      <ul className={css.summaryList}>
        <li>
          <span className={css.summaryStrong}>{t('admin.rewards.summaryRegister', { points: points(summary.registration) })}</span>
          {parts && summary.registration !== null && summary.registration > 0 ? t('admin.rewards.summaryRegisterParts', { parts }) : null}
        </li>
        {summary.registration === null ? null : <li>{t('admin.rewards.summaryInvitee', { points: summary.registration })}</li>}
        <li>{t('admin.rewards.summaryInviter', { points: points(summary.invite) })}</li>
        <li>{t('admin.rewards.summaryCheckIn', { points: points(summary.checkIn) })}</li>
      </ul>
    </section>
  );
}
