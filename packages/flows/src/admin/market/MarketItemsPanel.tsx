import { Badge, Button, Link, Select, SelectItem, TextArea } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import * as drawingCss from '../drawing/drawingAdmin.css';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import { maxReasonLength } from '../review/reviewDecision.machine';
import * as marketCss from './marketAdmin.css';
import {
  actionsOf,
  marketItemsMachine,
  marketStatusFilters,
  type MarketAdminItem,
  type MarketItemAction,
  type MarketItemActionType,
  type MarketItemsPage,
  type MarketItemsQuery,
  type MarketItemsSnapshot,
  type MarketItemStatus,
  type MarketStatusFilter,
} from './marketItems.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof marketItemsMachine>>[1];

export interface MarketItemsServices {
  /** GET /admin/market/items. */
  loadItems: (query: MarketItemsQuery) => Promise<MarketItemsPage>;
  /** The action's route; remove through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  act: (action: MarketItemAction) => Promise<unknown>;
}

interface MarketItemsPanelProps {
  t: Translate<Key>;
  services: MarketItemsServices;
  notify: (notice: Notice<Key>) => void;
  formatTime: (iso: string) => string;
}

const isFilter = (key: unknown): key is MarketStatusFilter => (marketStatusFilters as readonly unknown[]).includes(key);

/** The shares of one status as cards (the picture, author, counts, prompt) with what each allows; 驳回 asks a reason. */
export function MarketItemsPanel({ t, services, notify, formatTime }: MarketItemsPanelProps) {
  const [state, send] = useMachine(
    marketItemsMachine.provide({
      actors: { load: fromPromise(({ input }) => services.loadItems(input)), act: fromPromise(({ input }) => services.act(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { rows, status, next, loadError, action } = state.context;
  const busy = !state.matches('ready');
  return (
    <div className={marketCss.panel}>
      <div className={css.toolbar}>
        <div className={marketCss.statusFilter}>
          <Select
            label={t('admin.market.status')}
            value={status}
            isDisabled={state.matches('loading')}
            onChange={(key) => isFilter(key) && key !== status && send({ type: 'status.select', status: key })}
          >
            {marketStatusFilters.map((id) => (
              <SelectItem key={id} id={id}>
                {t(`admin.market.status.${id}`)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'refresh' })}>
          {t('admin.market.refresh')}
        </Button>
      </div>
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : state.matches('loading') ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className={css.muted}>{t('admin.market.empty')}</p>
      ) : (
        <>
          <ul className={drawingCss.moderationGrid} aria-label={t('admin.market.list')}>
            {rows.map((row) => (
              <ItemCard
                key={row.id}
                t={t}
                row={row}
                busy={busy}
                pending={state.matches('acting') && action?.item.id === row.id ? action.type : null}
                formatTime={formatTime}
                send={send}
              />
            ))}
          </ul>
          {next !== null ? (
            <div className={css.actions}>
              <Button variant="secondary" isPending={state.matches('loadingMore')} pendingLabel={t('admin.loading')} onPress={() => send({ type: 'more' })}>
                {t('admin.market.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <RejectDialog t={t} state={state} send={send} />
    </div>
  );
}

const statusTones: Record<MarketItemStatus, 'warning' | 'success' | 'danger' | 'neutral'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  hidden: 'neutral',
};

const buttonVariant = (type: MarketItemActionType) => (type === 'approve' ? 'primary' : type === 'reject' || type === 'remove' ? 'danger' : 'secondary');

interface ItemCardProps {
  t: Translate<Key>;
  row: MarketAdminItem;
  busy: boolean;
  /** The action under way on this share. */
  pending: MarketItemActionType | null;
  formatTime: (iso: string) => string;
  send: Send;
}

/** One share: its picture at its own ratio, status and marks, who and when, counts, category, prompt, its actions. */
function ItemCard({ t, row, busy, pending, formatTime, send }: ItemCardProps) {
  return (
    <li className={drawingCss.moderationCard}>
      <article aria-label={t('admin.market.card', { id: row.id, user: row.username })} className={drawingCss.moderationArticle}>
        <div className={drawingCss.moderationPicture} style={{ aspectRatio: row.width && row.height ? `${row.width} / ${row.height}` : '1' }}>
          {row.thumbUrl ? (
            <img src={row.thumbUrl} alt={row.prompt} loading="lazy" decoding="async" />
          ) : (
            <span className={css.muted}>{t('admin.market.noPicture')}</span>
          )}
        </div>
        <div className={drawingCss.moderationMeta}>
          <span className={marketCss.badges}>
            <Badge size="sm" tone={statusTones[row.status]}>
              {t(`admin.market.status.${row.status}`)}
            </Badge>
            {row.featured ? (
              <Badge size="sm" tone="accent">
                {t('admin.market.featured')}
              </Badge>
            ) : null}
            {row.sample ? (
              <Badge size="sm" tone="neutral">
                {t('admin.market.sample')}
              </Badge>
            ) : null}
          </span>
          <span className={css.nameCell}>
            <strong>{row.username}</strong>
            <span className={css.muted}>#{row.id}</span>
          </span>
          <span className={css.muted}>{formatTime(row.sharedAt)}</span>
          <span className={css.muted}>
            {t('admin.market.counts', { likes: row.agreeNum, views: row.visitNum })} ·{' '}
            {t('admin.market.category', { name: row.categoryName ?? t('admin.market.noCategory') })}
          </span>
          {row.status === 'rejected' && row.reason ? <p className={marketCss.reason}>{t('admin.market.rejectedBecause', { reason: row.reason })}</p> : null}
          <p className={drawingCss.promptText}>{row.originPrompt || row.prompt}</p>
          <span className={marketCss.cardActions}>
            {row.imageUrl ? (
              <Link href={row.imageUrl} isExternal variant="standalone" newTabHint={t('admin.market.newTab')}>
                {t('admin.market.open')}
              </Link>
            ) : null}
            {actionsOf(row).map((type) => (
              <Button
                key={type}
                size="sm"
                variant={buttonVariant(type)}
                isDisabled={busy && pending !== type}
                isPending={pending === type}
                pendingLabel={t('admin.loading')}
                aria-label={t(`admin.market.${type}Named`, { id: row.id })}
                onPress={() => send(type === 'reject' ? { type: 'reject.open', id: row.id } : { type: 'act', action: type, id: row.id })}
              >
                {t(`admin.market.${type}`)}
              </Button>
            ))}
          </span>
        </div>
      </article>
    </li>
  );
}

/** 驳回: the reason the author will read (required, 200 at most); Enter in it does not send, 驳回 does. */
function RejectDialog({ t, state, send }: { t: Translate<Key>; state: MarketItemsSnapshot; send: Send }) {
  const sending = state.matches({ rejecting: 'sending' });
  const open = state.matches('rejecting');
  const { action, reason, reasonError, rejectError } = state.context;
  return (
    <FormDialog
      isOpen={open}
      pending={sending}
      title={t('admin.market.rejectTitle', { id: action?.item.id ?? '' })}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.market.cancel')}
      submitLabel={t('admin.market.reject')}
      pendingLabel={t('admin.market.rejecting')}
      submitVariant="danger"
      onCancel={() => send({ type: 'reject.cancel' })}
      onSubmit={() => send({ type: 'reject.submit' })}
    >
      <TextArea
        label={t('admin.market.reason')}
        description={t('admin.market.reasonNote')}
        rows={3}
        maxLength={maxReasonLength}
        value={reason}
        onChange={(value) => send({ type: 'reject.change', value })}
        {...fieldError(t, reasonError ? { key: reasonError } : null)}
      />
      {rejectError ? (
        <p className={css.formError} role="alert">
          {messageText(t, rejectError)}
        </p>
      ) : null}
    </FormDialog>
  );
}
