import { Badge, Button, Radio, RadioGroup, Select, SelectItem, TextField } from '@lingxi/ui';
import { useId } from 'react';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as css from '../orders/orders.css';
import type { UsersMessageKey } from './messages';
import { isMember, type UserDetailEvent, type UserProfile, type VipDraft, type VipLevelRef } from './userDetail.machine';

type UsersTranslate = Translate<UsersMessageKey | AdminMessageKey>;

interface FormProps {
  t: UsersTranslate;
  profile: UserProfile;
  /** Another change is under way: every control waits. */
  busy: boolean;
  send: (event: UserDetailEvent) => void;
}

/** The Select's key for "no level chosen" (the member keeps theirs). */
const keepLevel = 'keep';

/** 赠送会员: days (1–3650) or lifetime, a level if chosen; 终止会员 for a current member. */
export function VipGrantForm({
  t,
  profile,
  busy,
  send,
  draft,
  error,
  levels,
  granting,
  revoking,
}: FormProps & {
  draft: VipDraft;
  error: UsersMessageKey | null;
  levels: readonly VipLevelRef[];
  granting: boolean;
  revoking: boolean;
}) {
  const id = useId();
  const change = (next: Partial<VipDraft>) => send({ type: 'vip.change', draft: next });
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.vipGrant')}
      </h3>
      <SubmitForm className={css.detailSection} onSubmit={() => send({ type: 'vip.submit' })}>
        <RadioGroup
          label={t('admin.users.vipTerm')}
          orientation="horizontal"
          value={draft.term}
          isDisabled={busy}
          onChange={(value) => change({ term: value === 'lifetime' ? 'lifetime' : 'days' })}
        >
          <Radio value="days">{t('admin.users.vipTerm.days')}</Radio>
          <Radio value="lifetime">{t('admin.users.vipTerm.lifetime')}</Radio>
        </RadioGroup>
        <div className={css.filterGrid}>
          {draft.term === 'days' ? (
            <TextField
              label={t('admin.users.vipDays')}
              description={t('admin.users.vipDaysHint')}
              inputMode="numeric"
              value={draft.days}
              isDisabled={busy}
              onChange={(value) => change({ days: value })}
              {...fieldError(t, error ? { key: error } : null)}
            />
          ) : null}
          <Select
            label={t('admin.users.vipGrantLevel')}
            description={t('admin.users.vipGrantLevelHint')}
            value={draft.levelId === null ? keepLevel : String(draft.levelId)}
            isDisabled={busy}
            onChange={(key) => key !== null && change({ levelId: key === keepLevel ? null : Number(key) })}
          >
            <SelectItem id={keepLevel}>{t('admin.users.vipGrantLevelKeep')}</SelectItem>
            {levels.map((level) => (
              <SelectItem key={level.id} id={String(level.id)} textValue={level.name}>
                {level.name}
                {level.badge ? ` · ${level.badge}` : ''}
              </SelectItem>
            ))}
          </Select>
        </div>
        <div className={css.detailActions}>
          <Button type="submit" variant="primary" isDisabled={busy} isPending={granting} pendingLabel={t('admin.users.working')}>
            {t('admin.users.vipGrantSubmit')}
          </Button>
          {isMember(profile) ? (
            <Button
              variant="secondary"
              isDisabled={busy}
              isPending={revoking}
              pendingLabel={t('admin.users.working')}
              onPress={() => send({ type: 'vip.revoke' })}
            >
              {t('admin.users.vipRevoke')}
            </Button>
          ) : null}
        </div>
      </SubmitForm>
    </section>
  );
}

/** 封禁 with its required reason, or, for a banned account, the reason it was banned for and 解封. */
export function BanForm({
  t,
  profile,
  busy,
  send,
  reason,
  error,
  pending,
}: FormProps & {
  reason: string;
  error: UsersMessageKey | null;
  pending: boolean;
}) {
  const id = useId();
  const banned = profile.status === 'banned';
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.status')}{' '}
        <Badge size="sm" tone={banned ? 'danger' : 'success'}>
          {t(banned ? 'admin.users.status.banned' : 'admin.users.status.active')}
        </Badge>
      </h3>
      {banned ? (
        <>
          <p className={adminCss.notice}>{t('admin.users.bannedNotice', { reason: profile.banReason })}</p>
          <div className={css.detailActions}>
            <Button
              variant="secondary"
              isDisabled={busy}
              isPending={pending}
              pendingLabel={t('admin.users.working')}
              onPress={() => send({ type: 'user.unban' })}
            >
              {t('admin.users.unban')}
            </Button>
          </div>
        </>
      ) : (
        <SubmitForm className={css.detailSection} onSubmit={() => send({ type: 'ban.submit' })}>
          <TextField
            label={t('admin.users.banReason')}
            description={t('admin.users.banHint')}
            maxLength={200}
            value={reason}
            isDisabled={busy}
            onChange={(value) => send({ type: 'ban.change', value })}
            {...fieldError(t, error ? { key: error } : null)}
          />
          <div className={css.detailActions}>
            <Button type="submit" variant="danger" isDisabled={busy} isPending={pending} pendingLabel={t('admin.users.working')}>
              {t('admin.users.ban')}
            </Button>
          </div>
        </SubmitForm>
      )}
    </section>
  );
}
