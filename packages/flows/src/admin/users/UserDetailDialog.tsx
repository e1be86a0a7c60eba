import { Badge, Button, Dialog, Modal, Skeleton, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as css from '../orders/orders.css';
import { fenToYuanText, orderStatusTone } from '../orders/orderText';
import type { UsersMessageKey } from './messages';
import { membershipText } from './membershipText';
import { PasswordOnceDialog } from './PasswordOnceDialog';
import { BanForm, VipGrantForm } from './MembershipAndBanForms';
import {
  isMember,
  userDetailMachine,
  type BanInput,
  type CheckInRow,
  type InviteeRow,
  type LedgerRow,
  type PointsInput,
  type UserDetail,
  type UserOrderRow,
  type UserProfile,
  type VipGrantInput,
  type VipLevelRef,
} from './userDetail.machine';
import { roleLabelKey } from './userRequests';
import type { UserRole, UserRow } from './usersList.machine';

type UsersTranslate = Translate<UsersMessageKey | AdminMessageKey>;

/** The calls of a user's dialog: every change is the app's confirmed call (see userRequests.ts). */
export interface UserDetailServices {
  /** GET /admin/users/:id. */
  load: (userId: number) => Promise<UserDetail>;
  /** POST /admin/users/:id/points {delta, note}, confirmed; answers the balance after. */
  adjustPoints: (input: PointsInput) => Promise<{ score: number }>;
  /** POST /admin/users/:id/password-reset, confirmed; answers the new password (shown once). */
  resetPassword: (profile: UserProfile) => Promise<{ password: string }>;
  /** POST /admin/users/:id/logout-everywhere, confirmed. */
  logoutEverywhere: (profile: UserProfile) => Promise<unknown>;
  /** POST /admin/users/:id/role {role}, confirmed. */
  setRole: (input: { profile: UserProfile; role: UserRole }) => Promise<unknown>;
  /** GET /admin/vip-levels: the levels 赠送会员 offers. */
  loadLevels: () => Promise<VipLevelRef[]>;
  /** POST /admin/users/:id/ban {banned, reason}, confirmed. */
  setBan: (input: BanInput) => Promise<unknown>;
  /** POST /admin/users/:id/vip {days | lifetime, vipLevelId?}, confirmed. */
  grantVip: (input: VipGrantInput) => Promise<unknown>;
  /** POST /admin/users/:id/vip/revoke, confirmed. */
  revokeVip: (profile: UserProfile) => Promise<unknown>;
  /** Writes text to the clipboard; resolves whether it did (default: the browser's clipboard). */
  copy?: (text: string) => Promise<boolean>;
}

export interface UserDetailDialogProps {
  t: UsersTranslate;
  userId: number;
  /** The user's name for the title while they load. */
  name: string;
  services: UserDetailServices;
  formatTime: (iso: string) => string;
  /** The user read again after a change: their row in the list. */
  onChanged: (user: UserRow) => void;
  onClose: () => void;
}

const ledgerReasons = [
  'admin',
  'signIn',
  'invite',
  'crami',
  'order',
  'register',
  'chat',
  'chatRefund',
  'review',
  'knowledgeEmbed',
  'knowledgeEmbedRefund',
  'noteAssist',
  'noteAssistRefund',
] as const;
const orderStatusKeys: Record<number, UsersMessageKey> = {
  0: 'admin.users.orderStatus.pending',
  1: 'admin.users.orderStatus.paid',
  2: 'admin.users.orderStatus.closed',
};

/** One user: profile, usage counts (never conversations), latest points changes and orders, and the confirmed changes. */
export function UserDetailDialog({ t, userId, name, services, formatTime, onChanged, onClose }: UserDetailDialogProps) {
  const [state, send] = useMachine(
    userDetailMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.load(input)),
        adjustPoints: fromPromise(({ input }) => services.adjustPoints(input)),
        resetPassword: fromPromise(({ input }) => services.resetPassword(input)),
        logoutEverywhere: fromPromise(({ input }) => services.logoutEverywhere(input)),
        setRole: fromPromise(({ input }) => services.setRole(input)),
        loadLevels: fromPromise(() => services.loadLevels()),
        setBan: fromPromise(({ input }) => services.setBan(input)),
        grantVip: fromPromise(({ input }) => services.grantVip(input)),
        revokeVip: fromPromise(({ input }) => services.revokeVip(input)),
      },
      actions: { changed: (_, user) => onChanged(user) },
    }),
    { input: { userId } },
  );
  const { detail, loadError, outcome, password } = state.context;
  const busy = !state.matches('ready') && !state.matches('failed') && !state.matches('loading');
  return (
    <>
      <Modal isOpen onOpenChange={(open) => !open && !busy && onClose()} size="lg" isDismissable={!busy} isKeyboardDismissDisabled={busy}>
        <Dialog
          title={t('admin.users.detail', { name: detail?.profile.username ?? name })}
          closeLabel={t('admin.users.close')}
          footer={
            <Button slot="close" variant="secondary" isDisabled={busy}>
              {t('admin.users.close')}
            </Button>
          }
        >
          {state.matches('loading') ? (
            <div role="status" aria-label={t('admin.loading')}>
              <Skeleton lines={8} />
            </div>
          ) : null}
          {state.matches('failed') ? (
            <div className={css.detailSection} role="alert">
              <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
              <div className={css.detailActions}>
                <Button variant="secondary" onPress={() => send({ type: 'user.retry' })}>
                  {t('admin.retry')}
                </Button>
              </div>
            </div>
          ) : null}
          {detail && !state.matches('loading') ? (
            <div className={css.detailBody}>
              <Profile t={t} profile={detail.profile} formatTime={formatTime} />
              <section className={css.detailSection} aria-label={t('admin.users.manage')}>
                <h3 className={css.detailTitle}>{t('admin.users.manage')}</h3>
                <div className={css.detailActions}>
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    isPending={state.matches('resettingPassword')}
                    pendingLabel={t('admin.users.working')}
                    onPress={() => send({ type: 'user.resetPassword' })}
                  >
                    {t('admin.users.resetPassword')}
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    isPending={state.matches('loggingOut')}
                    pendingLabel={t('admin.users.working')}
                    onPress={() => send({ type: 'user.logoutEverywhere' })}
                  >
                    {t('admin.users.logoutEverywhere')}
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={busy}
                    isPending={state.matches('changingRole')}
                    pendingLabel={t('admin.users.working')}
                    onPress={() => send({ type: 'user.setRole', role: detail.profile.role === 'admin' ? 'user' : 'admin' })}
                  >
                    {t(detail.profile.role === 'admin' ? 'admin.users.removeAdmin' : 'admin.users.makeAdmin')}
                  </Button>
                </div>
                <SubmitForm className={css.detailSection} onSubmit={() => send({ type: 'points.submit' })}>
                  <div className={css.filterGrid}>
                    <TextField
                      label={t('admin.users.pointsDelta')}
                      description={t('admin.users.pointsDeltaHint')}
                      placeholder="+100 / -50"
                      value={state.context.points.delta}
                      isDisabled={busy}
                      onChange={(value) => send({ type: 'points.change', field: 'delta', value })}
                      {...fieldError(t, state.context.pointsError ? { key: state.context.pointsError } : null)}
                    />
                    <TextField
                      label={t('admin.users.pointsNote')}
                      maxLength={200}
                      value={state.context.points.note}
                      isDisabled={busy}
                      onChange={(value) => send({ type: 'points.change', field: 'note', value })}
                    />
                  </div>
                  <div className={css.detailActions}>
                    <Button
                      type="submit"
                      variant="primary"
                      isDisabled={busy}
                      isPending={state.matches('adjustingPoints')}
                      pendingLabel={t('admin.users.pointsSubmitting')}
                    >
                      {t('admin.users.pointsSubmit')}
                    </Button>
                  </div>
                </SubmitForm>
                <div role="status">{outcome?.tone === 'success' ? <p className={css.outcome}>{messageText(t, outcome.message)}</p> : null}</div>
                {outcome?.tone === 'error' ? (
                  <p className={adminCss.formError} role="alert">
                    {messageText(t, outcome.message)}
                  </p>
                ) : null}
              </section>
              <BanForm
                t={t}
                profile={detail.profile}
                busy={busy}
                send={send}
                reason={state.context.banReason}
                error={state.context.banError}
                pending={state.matches('changingBan')}
              />
              <VipGrantForm
                t={t}
                profile={detail.profile}
                busy={busy}
                send={send}
                draft={state.context.vip}
                error={state.context.vipError}
                levels={state.context.levels}
                granting={state.matches('grantingVip')}
                revoking={state.matches('revokingVip')}
              />
              <Usage t={t} usage={detail.usage} />
              <Ledger t={t} rows={detail.ledger} formatTime={formatTime} />
              <Orders t={t} orders={detail.orders} formatTime={formatTime} />
              <CheckIns t={t} rows={detail.checkIns} formatTime={formatTime} />
              <Invitees t={t} rows={detail.invitees} total={detail.usage.invites} formatTime={formatTime} />
            </div>
          ) : null}
        </Dialog>
      </Modal>
      {state.matches('showingPassword') && password !== null && detail ? (
        <PasswordOnceDialog
          t={t}
          name={detail.profile.username}
          password={password}
          copy={services.copy}
          onDismiss={() => send({ type: 'password.dismiss' })}
        />
      ) : null}
    </>
  );
}

function Facts({ title, facts, children }: { title: string; facts: [string, ReactNode][]; children?: ReactNode }) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {title}
      </h3>
      {children}
      <dl className={adminCss.definitionList}>
        {facts.map(([label, value]) => (
          <div key={label} className={adminCss.contents}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A level as the operator reads it: its name and badge. */
const levelText = (level: VipLevelRef | null) => (level ? `${level.name}${level.badge ? ` · ${level.badge}` : ''}` : '—');

const Profile = memo(function Profile({ t, profile, formatTime }: { t: UsersTranslate; profile: UserProfile; formatTime: (iso: string) => string }) {
  const yesNo = (value: boolean) => t(value ? 'admin.users.yes' : 'admin.users.no');
  return (
    <Facts
      title={t('admin.users.profile')}
      facts={[
        [t('admin.users.id'), String(profile.id)],
        [t('admin.users.username'), profile.username],
        [t('admin.users.nickname'), profile.nickname || '—'],
        [t('admin.users.phone'), profile.phone ?? '—'],
        [t('admin.users.email'), profile.email ?? '—'],
        [
          t('admin.users.role'),
          <Badge size="sm" tone={profile.role === 'admin' ? 'accent' : 'neutral'}>
            {t(roleLabelKey(profile.role))}
          </Badge>,
        ],
        [t('admin.users.score'), String(profile.score)],
        [t('admin.users.status'), t(profile.status === 'banned' ? 'admin.users.status.banned' : 'admin.users.status.active')],
        [t('admin.users.vip'), membershipText(t, profile, formatTime)],
        [t('admin.users.vipLevel'), isMember(profile) ? levelText(profile.vipLevel) : '—'],
        [t('admin.users.consecutiveDays'), t('admin.users.days', { days: profile.consecutiveDays })],
        [t('admin.users.inviteCode'), profile.inviteCode ?? '—'],
        [t('admin.users.invitedBy'), profile.invitedById === null ? '—' : `#${profile.invitedById}`],
        [t('admin.users.inviteLinkCount'), String(profile.inviteLinkCount)],
        [t('admin.users.hasPassword'), yesNo(profile.hasPassword)],
        [t('admin.users.wechatBound'), yesNo(profile.wechatBound)],
        [t('admin.users.createdAt'), formatTime(profile.createdAt)],
        ...(profile.destroyedAt ? ([[t('admin.users.destroyed'), formatTime(profile.destroyedAt)]] as [string, ReactNode][]) : []),
      ]}
    />
  );
});

const Usage = memo(function Usage({ t, usage }: { t: UsersTranslate; usage: UserDetail['usage'] }) {
  return (
    <Facts
      title={t('admin.users.usage')}
      facts={[
        [t('admin.users.checkIns'), String(usage.checkIns)],
        [t('admin.users.invites'), String(usage.invites)],
        [t('admin.users.invitesRewarded'), String(usage.invitesRewarded)],
        [t('admin.users.conversations'), String(usage.conversations)],
        [t('admin.users.chatTurns'), String(usage.chatTurns)],
        [t('admin.users.files'), String(usage.files)],
      ]}
    >
      <p className={adminCss.note}>{t('admin.users.usageNote')}</p>
    </Facts>
  );
});

const reasonText = (t: UsersTranslate, reason: string) =>
  (ledgerReasons as readonly string[]).includes(reason) ? t(`admin.users.ledger.${reason as (typeof ledgerReasons)[number]}`) : reason;

const Ledger = memo(function Ledger({ t, rows, formatTime }: { t: UsersTranslate; rows: LedgerRow[]; formatTime: (iso: string) => string }) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.ledger')}
      </h3>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.users.ledgerTime')}</TableColumn>
          <TableColumn>{t('admin.users.ledgerDelta')}</TableColumn>
          <TableColumn>{t('admin.users.ledgerBalance')}</TableColumn>
          <TableColumn>{t('admin.users.ledgerReason')}</TableColumn>
          <TableColumn>{t('admin.users.ledgerReference')}</TableColumn>
        </TableHeader>
        <TableBody items={rows} emptyText={t('admin.users.ledgerEmpty')}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell noWrap>{row.delta > 0 ? `+${row.delta}` : String(row.delta)}</TableCell>
              <TableCell noWrap>{String(row.balanceAfter)}</TableCell>
              <TableCell>{reasonText(t, row.reason)}</TableCell>
              <TableCell>
                <span className={adminCss.code}>{row.reference ?? '—'}</span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
});

const Orders = memo(function Orders({ t, orders, formatTime }: { t: UsersTranslate; orders: UserDetail['orders']; formatTime: (iso: string) => string }) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.orders', { total: orders.total })}
      </h3>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.users.orderId')}</TableColumn>
          <TableColumn>{t('admin.users.goods')}</TableColumn>
          <TableColumn>{t('admin.users.amount')}</TableColumn>
          <TableColumn>{t('admin.users.orderStatus')}</TableColumn>
          <TableColumn>{t('admin.users.orderCreatedAt')}</TableColumn>
        </TableHeader>
        <TableBody items={orders.rows.map((row: UserOrderRow) => ({ ...row, id: row.orderId }))} emptyText={t('admin.users.ordersEmpty')}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>
                <span className={adminCss.code}>{row.orderId}</span>
              </TableCell>
              <TableCell>{row.goodsName}</TableCell>
              <TableCell noWrap>{fenToYuanText(row.amountFen)}</TableCell>
              <TableCell noWrap>
                <Badge size="sm" tone={orderStatusTone(row.status)}>
                  {t(orderStatusKeys[row.status] ?? 'admin.users.orderStatus.pending')}
                </Badge>
              </TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
});

const CheckIns = memo(function CheckIns({ t, rows, formatTime }: { t: UsersTranslate; rows: CheckInRow[]; formatTime: (iso: string) => string }) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.checkInsRecent')}
      </h3>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.users.checkInDate')}</TableColumn>
          <TableColumn>{t('admin.users.checkInTime')}</TableColumn>
        </TableHeader>
        <TableBody items={rows.map((row) => ({ ...row, id: row.date }))} emptyText={t('admin.users.checkInsEmpty')}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell noWrap>{row.date}</TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
});

const Invitees = memo(function Invitees({
  t,
  rows,
  total,
  formatTime,
}: {
  t: UsersTranslate;
  rows: InviteeRow[];
  total: number;
  formatTime: (iso: string) => string;
}) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.users.invitees', { total })}
      </h3>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableColumn>{t('admin.users.id')}</TableColumn>
          <TableColumn isRowHeader>{t('admin.users.username')}</TableColumn>
          <TableColumn>{t('admin.users.nickname')}</TableColumn>
          <TableColumn>{t('admin.users.createdAt')}</TableColumn>
          <TableColumn>{t('admin.users.inviteeRewarded')}</TableColumn>
        </TableHeader>
        <TableBody items={rows} emptyText={t('admin.users.inviteesEmpty')}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell noWrap>{String(row.id)}</TableCell>
              <TableCell>{row.username}</TableCell>
              <TableCell>{row.nickname || '—'}</TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell noWrap>
                <Badge size="sm" tone={row.rewarded ? 'success' : 'neutral'}>
                  {t(row.rewarded ? 'admin.users.inviteeRewarded.yes' : 'admin.users.inviteeRewarded.no')}
                </Badge>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
});
