import {
  Badge,
  Button,
  Pagination,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TextField,
  type BadgeTone,
} from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useCallback, useId, useRef, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type MessageRef, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { cardBatchesMachine, cardBatchPageSize, type CardBatch, type CardBatchPage, type CardBatchQuery } from './cardBatches.machine';
import * as cardsCss from './cardCodes.css';
import {
  cardCodePageSize,
  cardCodesMachine,
  cardCodeStatuses,
  type CardCodePage,
  type CardCodeQuery,
  type CardCodeStatus,
  type CardCodeStatusFilter,
} from './cardCodes.machine';
import { cardGenerateMachine, type CardGenerateRequest, type CardGenerateResult, type CardGoodsOption } from './cardGenerate.machine';
import type { CardCodesMessageKey } from './messages';

type Key = CardCodesMessageKey | AdminMessageKey;

export interface CardCodesServices {
  /** GET /admin/goods, as the packages to choose from. */
  loadGoods: () => Promise<CardGoodsOption[]>;
  /** POST /admin/crami/generate. */
  generate: (request: CardGenerateRequest) => Promise<CardGenerateResult>;
  /** GET /admin/card-batches. */
  loadBatches: (query: CardBatchQuery) => Promise<CardBatchPage>;
  /** GET /api/admin/card-batches/:id/export, confirmed and saved as a file (closing the confirmation rejects with ConfirmCancelled). */
  exportBatch: (batch: CardBatch) => Promise<unknown>;
  /** POST /api/admin/card-batches/:id/disable, confirmed. */
  disableBatch: (batch: CardBatch) => Promise<{ disabled: number }>;
  /** GET /admin/card-codes. */
  loadCodes: (query: CardCodeQuery) => Promise<CardCodePage>;
}

export interface CardCodesScreenProps {
  t: Translate<Key>;
  services: CardCodesServices;
  notify: (notice: Notice<Key>) => void;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

const statusTone: Record<CardCodeStatus, BadgeTone> = { unused: 'success', used: 'neutral', disabled: 'warning' };

/** Card codes: a batch generated for a package, the batches with their counts (export, disable), and the codes found. */
export function CardCodesScreen({ t, services, notify, formatTime }: CardCodesScreenProps) {
  const codesTitle = useRef<HTMLHeadingElement>(null);
  const [codes, sendCodes] = useMachine(cardCodesMachine.provide({ actors: { load: fromPromise(({ input }) => services.loadCodes(input)) } }));
  const [batches, sendBatches] = useMachine(
    cardBatchesMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.loadBatches(input)),
        exportBatch: fromPromise(({ input }) => services.exportBatch(input)),
        disableBatch: fromPromise(({ input }) => services.disableBatch(input)),
      },
      actions: { notify: (_, notice) => notify(notice), changed: () => sendCodes({ type: 'codes.refresh' }) },
    }),
  );
  const [generate, sendGenerate] = useMachine(
    cardGenerateMachine.provide({
      actors: { loadGoods: fromPromise(() => services.loadGoods()), generate: fromPromise(({ input }) => services.generate(input)) },
      actions: {
        generated: () => {
          sendBatches({ type: 'batches.refresh' });
          sendCodes({ type: 'codes.refresh' });
        },
      },
    }),
  );
  const showCodes = useCallback(
    (batch: { id: number; name: string } | null) => {
      sendCodes({ type: 'codes.batch', batch });
      codesTitle.current?.focus();
    },
    [sendCodes],
  );
  const showAll = useCallback(() => showCodes(null), [showCodes]);
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.cards.title')}</h1>
      <GenerateSection t={t} state={generate} send={sendGenerate} />
      <BatchesSection t={t} state={batches} send={sendBatches} formatTime={formatTime} onShowCodes={showCodes} />
      <CodesSection t={t} state={codes} send={sendCodes} formatTime={formatTime} titleRef={codesTitle} onShowAll={showAll} />
    </div>
  );
}

function LoadFailed({ t, message, onRetry }: { t: Translate<Key>; message: MessageRef<Key> | null; onRetry: () => void }) {
  return (
    <div role="alert" className={cardsCss.failed}>
      <p className={css.formError}>{message ? messageText(t, message) : null}</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

type GenerateState = ReturnType<typeof useMachine<typeof cardGenerateMachine>>;

// Each section renders again only when its own machine changes.
const GenerateSection = memo(function GenerateSection({ t, state, send }: { t: Translate<Key>; state: GenerateState[0]; send: GenerateState[1] }) {
  const titleId = useId();
  const { goods, goodsError, values, errors, submitError, generated } = state.context;
  const generating = state.matches('generating');
  const change = (next: Partial<typeof values>) => send({ type: 'generate.change', values: next });
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('admin.cards.generateTitle')}
      </h2>
      {state.matches('goodsFailed') ? (
        <LoadFailed t={t} message={goodsError} onRetry={() => send({ type: 'generate.retry' })} />
      ) : (
        <SubmitForm className={css.form} onSubmit={() => send({ type: 'generate.submit' })}>
          <div className={css.fieldGrid}>
            <Select
              label={t('admin.cards.goods')}
              placeholder={t('admin.cards.goodsPlaceholder')}
              items={goods}
              value={values.goodsId}
              isDisabled={state.matches('loadingGoods')}
              onChange={(key) => change({ goodsId: key === null ? null : Number(key) })}
              {...fieldError(t, errors.goodsId ? { key: errors.goodsId } : null)}
            >
              {(item) => <SelectItem id={item.id}>{item.isEnabled ? item.name : t('admin.cards.goodsOff', { name: item.name })}</SelectItem>}
            </Select>
            <TextField
              label={t('admin.cards.count')}
              description={t('admin.cards.countNote')}
              inputMode="numeric"
              value={values.count}
              onChange={(count) => change({ count })}
              {...fieldError(t, errors.count ? { key: errors.count } : null)}
            />
            <TextField
              label={t('admin.cards.batchName')}
              description={t('admin.cards.batchNameNote')}
              value={values.batch}
              onChange={(batch) => change({ batch })}
              {...fieldError(t, errors.batch ? { key: errors.batch } : null)}
            />
          </div>
          <div className={css.actions}>
            <Button type="submit" variant="primary" isPending={generating} pendingLabel={t('admin.cards.generating')}>
              {t('admin.cards.generate')}
            </Button>
          </div>
        </SubmitForm>
      )}
      {submitError ? (
        <p className={css.formError} role="alert">
          {messageText(t, submitError)}
        </p>
      ) : null}
      <p role="status" className={css.muted}>
        {generated ? t('admin.cards.generated', { count: generated.count, batchId: generated.batchId }) : null}
      </p>
    </section>
  );
});

type BatchesState = ReturnType<typeof useMachine<typeof cardBatchesMachine>>;

interface BatchesSectionProps {
  t: Translate<Key>;
  state: BatchesState[0];
  send: BatchesState[1];
  formatTime: (iso: string) => string;
  onShowCodes: (batch: { id: number; name: string }) => void;
}

const BatchesSection = memo(function BatchesSection({ t, state, send, formatTime, onShowCodes }: BatchesSectionProps) {
  const titleId = useId();
  const { result, page, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('admin.cards.batches')}
      </h2>
      {state.matches('failed') ? (
        <LoadFailed t={t} message={loadError} onRetry={() => send({ type: 'batches.retry' })} />
      ) : (
        <>
          <Table aria-labelledby={titleId}>
            <TableHeader>
              <TableColumn isRowHeader>{t('admin.cards.batch')}</TableColumn>
              <TableColumn>{t('admin.cards.goods')}</TableColumn>
              <TableColumn>{t('admin.cards.total')}</TableColumn>
              <TableColumn>{t('admin.cards.status.unused')}</TableColumn>
              <TableColumn>{t('admin.cards.status.used')}</TableColumn>
              <TableColumn>{t('admin.cards.status.disabled')}</TableColumn>
              <TableColumn>{t('admin.cards.createdAt')}</TableColumn>
              <TableColumn>{t('admin.cards.actions')}</TableColumn>
            </TableHeader>
            <TableBody items={result?.rows ?? []} isLoading={loading} loadingLabel={t('admin.loading')} emptyText={t('admin.cards.batchesEmpty')}>
              {(batch) => (
                <TableRow id={batch.id}>
                  <TableCell>
                    <span className={css.nameCell}>
                      {batch.name}
                      {batch.disabledAt ? (
                        <Badge tone="warning" size="sm">
                          {t('admin.cards.status.disabled')}
                        </Badge>
                      ) : null}
                    </span>
                  </TableCell>
                  <TableCell>{batch.goodsName}</TableCell>
                  <TableCell>{batch.count}</TableCell>
                  <TableCell>{batch.unused}</TableCell>
                  <TableCell>{batch.used}</TableCell>
                  <TableCell>{batch.disabled}</TableCell>
                  <TableCell noWrap>
                    {formatTime(batch.createdAt)}
                    <span className={cardsCss.byline}>{batch.createdBy?.username ?? t('admin.cards.cli')}</span>
                  </TableCell>
                  <TableCell noWrap>
                    <span className={css.rowActions}>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('admin.cards.viewNamed', { name: batch.name })}
                        onPress={() => onShowCodes({ id: batch.id, name: batch.name })}
                      >
                        {t('admin.cards.view')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('admin.cards.exportNamed', { name: batch.name })}
                        onPress={() => send({ type: 'batches.export', id: batch.id })}
                      >
                        {t('admin.cards.export')}
                      </Button>
                      {batch.disabledAt ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('admin.cards.disableNamed', { name: batch.name })}
                          onPress={() => send({ type: 'batches.disable', id: batch.id })}
                        >
                          {t('admin.cards.disable')}
                        </Button>
                      )}
                    </span>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {result ? (
            <Pagination
              aria-label={t('admin.cards.batchesPages')}
              page={page}
              pageSize={cardBatchPageSize}
              totalItems={result.total}
              onPageChange={(next) => send({ type: 'batches.page', page: next })}
              previousLabel={t('admin.cards.previous')}
              nextLabel={t('admin.cards.next')}
              pageLabel={(n) => t('admin.cards.page', { page: n })}
              totalLabel={(total) => t('admin.cards.batchesTotal', { total })}
            />
          ) : null}
        </>
      )}
    </section>
  );
});

type CodesState = ReturnType<typeof useMachine<typeof cardCodesMachine>>;

interface CodesSectionProps {
  t: Translate<Key>;
  state: CodesState[0];
  send: CodesState[1];
  formatTime: (iso: string) => string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onShowAll: () => void;
}

const CodesSection = memo(function CodesSection({ t, state, send, formatTime, titleRef, onShowAll }: CodesSectionProps) {
  const titleId = useId();
  const { batch, status, draft, queryError, result, page, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={css.sectionTitle}>
        {t('admin.cards.codes')}
      </h2>
      <div className={css.toolbar}>
        <RadioGroup
          label={t('admin.cards.status')}
          orientation="horizontal"
          value={status}
          onChange={(value) => send({ type: 'codes.status', status: value as CardCodeStatusFilter })}
        >
          <Radio value="all">{t('admin.cards.status.all')}</Radio>
          {cardCodeStatuses.map((item) => (
            <Radio key={item} value={item}>
              {t(`admin.cards.status.${item}`)}
            </Radio>
          ))}
        </RadioGroup>
        <SubmitForm className={css.toolbar} onSubmit={() => send({ type: 'codes.search' })}>
          <TextField
            label={t('admin.cards.search')}
            placeholder={t('admin.cards.searchPlaceholder')}
            value={draft}
            onChange={(value) => send({ type: 'codes.query', value })}
            {...fieldError(t, queryError ? { key: queryError } : null)}
          />
          <Button type="submit" variant="secondary">
            {t('admin.cards.searchSubmit')}
          </Button>
        </SubmitForm>
        {batch ? (
          <span className={cardsCss.batchFilter}>
            <span>{t('admin.cards.batchFilter', { name: batch.name })}</span>
            <Button variant="quiet" size="sm" onPress={onShowAll}>
              {t('admin.cards.allBatches')}
            </Button>
          </span>
        ) : null}
      </div>
      {state.matches('failed') ? (
        <LoadFailed t={t} message={loadError} onRetry={() => send({ type: 'codes.retry' })} />
      ) : (
        <>
          <Table aria-labelledby={titleId}>
            <TableHeader>
              <TableColumn isRowHeader>{t('admin.cards.code')}</TableColumn>
              <TableColumn>{t('admin.cards.goods')}</TableColumn>
              <TableColumn>{t('admin.cards.batch')}</TableColumn>
              <TableColumn>{t('admin.cards.status')}</TableColumn>
              <TableColumn>{t('admin.cards.usedBy')}</TableColumn>
              <TableColumn>{t('admin.cards.usedAt')}</TableColumn>
              <TableColumn>{t('admin.cards.createdAt')}</TableColumn>
            </TableHeader>
            <TableBody items={result?.rows ?? []} isLoading={loading} loadingLabel={t('admin.loading')} emptyText={t('admin.cards.codesEmpty')}>
              {(code) => (
                <TableRow id={code.id}>
                  <TableCell noWrap>
                    <span className={css.code}>{code.code}</span>
                  </TableCell>
                  <TableCell>{code.goodsName}</TableCell>
                  <TableCell>{code.batch}</TableCell>
                  <TableCell noWrap>
                    <Badge tone={statusTone[code.status]} size="sm">
                      {t(`admin.cards.status.${code.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{code.usedBy?.username ?? '—'}</TableCell>
                  <TableCell noWrap>{code.usedAt ? formatTime(code.usedAt) : '—'}</TableCell>
                  <TableCell noWrap>{formatTime(code.createdAt)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {result ? (
            <Pagination
              aria-label={t('admin.cards.codesPages')}
              page={page}
              pageSize={cardCodePageSize}
              totalItems={result.total}
              onPageChange={(next) => send({ type: 'codes.page', page: next })}
              previousLabel={t('admin.cards.previous')}
              nextLabel={t('admin.cards.next')}
              pageLabel={(n) => t('admin.cards.page', { page: n })}
              totalLabel={(total) =>
                result.capped ? t('admin.cards.codesTotalCapped', { total: total.toLocaleString('en-US') }) : t('admin.cards.codesTotal', { total })
              }
            />
          ) : null}
        </>
      )}
    </section>
  );
});
