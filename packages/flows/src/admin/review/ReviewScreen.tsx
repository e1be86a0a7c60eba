import { Badge, Button, Select, SelectItem, Tab, TabList, TabPanel, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, Tabs } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import { messageText, type MessageRef } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { ReviewMessageKey } from './messages';
import * as css from './review.css';
import { reviewItemName, reviewKindLabel, reviewStatusTone } from './requests';
import { ReviewDetailDialog, type ReviewDetailServices } from './ReviewDetailDialog';
import { allKinds, reviewQueueMachine, reviewStatuses, type ReviewPage, type ReviewQuery, type ReviewRow, type ReviewStatus } from './reviewQueue.machine';

type ReviewTranslate = Translate<ReviewMessageKey | AdminMessageKey>;

export interface ReviewServices extends ReviewDetailServices {
  /** GET /admin/review. */
  list: (query: ReviewQuery) => Promise<ReviewPage>;
}

export interface ReviewScreenProps {
  t: ReviewTranslate;
  services: ReviewServices;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

const isStatus = (key: unknown): key is ReviewStatus => (reviewStatuses as readonly unknown[]).includes(key);

/** The review queue: 待审核 / 已通过 / 已驳回 tabs, a kind filter, the items newest first, and one item's dialog. */
export function ReviewScreen({ t, services, formatTime }: ReviewScreenProps) {
  const [state, send] = useMachine(reviewQueueMachine.provide({ actors: { load: fromPromise(({ input }) => services.list(input)) } }));
  const [openItem, setOpenItem] = useState<number | null>(null);
  const { status, kind, kinds, rows, total, next, loadError } = state.context;
  const kindOptions = kind === allKinds || kinds.includes(kind) ? kinds : [...kinds, kind];
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.review.title')}</h1>
      <Tabs selectedKey={status} onSelectionChange={(key) => isStatus(key) && send({ type: 'queue.status', status: key })}>
        <div className={css.toolbar}>
          <TabList aria-label={t('admin.review.tabs')}>
            {reviewStatuses.map((id) => (
              <Tab key={id} id={id}>
                {t(`admin.review.status.${id}`)}
              </Tab>
            ))}
          </TabList>
          <div className={css.kindFilter}>
            <Select label={t('admin.review.kind')} value={kind} onChange={(key) => key !== null && send({ type: 'queue.kind', kind: String(key) })}>
              <SelectItem id={allKinds}>{t('admin.review.kind.all')}</SelectItem>
              {kindOptions.map((option) => (
                <SelectItem key={option} id={option}>
                  {reviewKindLabel(t, option)}
                </SelectItem>
              ))}
            </Select>
          </div>
        </div>
        {reviewStatuses.map((id) => (
          <TabPanel key={id} id={id}>
            {state.matches('failed') ? (
              <div className={adminCss.section} role="alert">
                <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
                <div className={adminCss.actions}>
                  <Button onPress={() => send({ type: 'queue.retry' })}>{t('admin.retry')}</Button>
                </div>
              </div>
            ) : (
              <ReviewResults
                t={t}
                status={status}
                rows={rows}
                total={total}
                hasMore={next !== null}
                loading={state.matches('loading')}
                loadingMore={state.matches('loadingMore')}
                moreError={state.matches('ready') ? loadError : null}
                formatTime={formatTime}
                onOpen={setOpenItem}
                onMore={() => send({ type: 'queue.more' })}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
      {openItem !== null ? (
        <ReviewDetailDialog
          t={t}
          id={openItem}
          services={services}
          formatTime={formatTime}
          onDecided={(item) => send({ type: 'queue.decided', item })}
          onClose={() => setOpenItem(null)}
        />
      ) : null}
    </div>
  );
}

interface ReviewResultsProps {
  t: ReviewTranslate;
  status: ReviewStatus;
  rows: ReviewRow[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  /** Why the last 加载更多 failed. */
  moreError: MessageRef<AdminMessageKey> | null;
  formatTime: (iso: string) => string;
  onOpen: (id: number) => void;
  onMore: () => void;
}

/** What the decision did, in a word: the reward given or the reason. */
function resultText(t: ReviewTranslate, row: ReviewRow) {
  if (row.status === 'approved') return row.rewardPoints > 0 ? t('admin.review.rewardValue', { points: row.rewardPoints }) : '—';
  if (row.status === 'rejected') return row.reason;
  return '—';
}

const ReviewResults = memo(function ReviewResults({
  t,
  status,
  rows,
  total,
  hasMore,
  loading,
  loadingMore,
  moreError,
  formatTime,
  onOpen,
  onMore,
}: ReviewResultsProps) {
  return (
    <div className={adminCss.form}>
      <Table aria-label={t('admin.review.table')} onRowAction={(key) => onOpen(Number(key))}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.review.item')}</TableColumn>
          <TableColumn>{t('admin.review.kind')}</TableColumn>
          <TableColumn>{t('admin.review.author')}</TableColumn>
          <TableColumn>{t('admin.review.submittedAt')}</TableColumn>
          <TableColumn>{t('admin.review.change.status')}</TableColumn>
          <TableColumn>{t('admin.review.result')}</TableColumn>
          <TableColumn>{t('admin.review.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : rows}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t(`admin.review.empty.${status}`)}
          dependencies={[t]}
        >
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{reviewItemName(t, row)}</TableCell>
              <TableCell noWrap>{reviewKindLabel(t, row.kind)}</TableCell>
              <TableCell>{row.authorId === null ? t('admin.review.noAuthor') : `${row.authorName ?? ''} (#${row.authorId})`}</TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell noWrap>
                <Badge size="sm" tone={reviewStatusTone(row.status)}>
                  {t(`admin.review.status.${row.status}`)}
                </Badge>
              </TableCell>
              <TableCell>{resultText(t, row)}</TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('admin.review.viewLabel', { title: reviewItemName(t, row) })}
                  onPress={() => onOpen(row.id)}
                >
                  {t('admin.review.view')}
                </Button>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {loading ? null : (
        <div className={css.listFooter}>
          <span className={adminCss.muted}>{t('admin.review.total', { total })}</span>
          {hasMore ? (
            <Button variant="secondary" isPending={loadingMore} pendingLabel={t('admin.loading')} onPress={onMore}>
              {t('admin.review.more')}
            </Button>
          ) : null}
        </div>
      )}
      {moreError ? (
        <p className={adminCss.formError} role="alert">
          {messageText(t, moreError)}
        </p>
      ) : null}
    </div>
  );
});
