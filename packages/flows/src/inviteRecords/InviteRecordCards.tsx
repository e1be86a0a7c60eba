import { Avatar, Badge, Spinner } from '@lingxi/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { InviteRecordRow } from './inviteRecords.machine';
import type { InviteTableStatus } from './inviteRecords.view';
import type { InviteRecordsMessageKey } from './messages';
import * as css from './InviteRecordsDialog.css';

interface InviteRecordCardsProps {
  t: Translate<InviteRecordsMessageKey>;
  rows: readonly (InviteRecordRow & { id: string })[];
  table: InviteTableStatus;
  formatDate: (createdAt: string) => string;
  /** Shown in place of the list when the page failed (the error and 重新加载). */
  failure: ReactNode;
}

/** One label: value line of a card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.cardField}>
      <dt className={css.cardLabel}>{label}</dt>
      <dd className={css.cardValue}>{children}</dd>
    </div>
  );
}

/**
 * The records on a phone: six table columns do not fit 390 px, so each invitee is a card of
 * label: value pairs (the same fields and texts as the table's columns).
 */
export function InviteRecordCards({ t, rows, table, formatDate, failure }: InviteRecordCardsProps) {
  if (table === 'failed') return <div className={css.cardsEmpty}>{failure}</div>;
  return (
    <>
      {rows.length === 0 && table === 'ready' ? <p className={css.cardsEmpty}>{t('inviteRecords.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul className={css.cards} aria-label={t('inviteRecords.table')}>
          {rows.map((row) => (
            <li key={row.id} className={css.card}>
              <div className={css.cardHeader}>
                <Avatar name={row.username} src={row.avatar || undefined} alt="" size="sm" />
                <span className={css.cardName}>{row.username}</span>
              </div>
              <dl className={css.cardFields}>
                <Field label={t('inviteRecords.email')}>{row.email}</Field>
                <Field label={t('inviteRecords.status')}>
                  <Badge tone={row.status === 1 ? 'success' : 'neutral'}>{row.status === 1 ? t('inviteRecords.verified') : t('inviteRecords.inactive')}</Badge>
                </Field>
                <Field label={t('inviteRecords.createdAt')}>{formatDate(row.createdAt)}</Field>
                <Field label={t('inviteRecords.reward')}>
                  <Badge tone={row.rewarded ? 'success' : 'warning'}>{row.rewarded ? t('inviteRecords.rewarded') : t('inviteRecords.rewardPending')}</Badge>
                </Field>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {table === 'loading' ? (
        <div className={css.cardsLoading}>
          <Spinner label={t('inviteRecords.loading')} />
        </div>
      ) : null}
    </>
  );
}
