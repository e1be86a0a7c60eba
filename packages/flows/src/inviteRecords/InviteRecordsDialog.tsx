import {
  Avatar,
  Badge,
  Button,
  Dialog,
  Modal,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TextField,
  breakpoints,
  useMediaQuery,
  type ModalProps,
} from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import type { InviteRecordsMessageKey } from './messages';
import { messageText, type Notice } from '../session/notify';
import { inviteRecordsMachine, invitePageSizes, type InviteRecordPage, type InviteRecordsQuery } from './inviteRecords.machine';
import { inviteRecordsView } from './inviteRecords.view';
import { InviteRecordCards } from './InviteRecordCards';
import * as css from './InviteRecordsDialog.css';

/** Below sm (where the Modal is a bottom sheet) the records are cards instead of a six-column table. */
export const inviteRecordCardsQuery = `screen and (max-width: ${breakpoints.sm - 1}px)`;

/** The server calls of the dialog (SPEC §7 "Auth and user") and the clipboard. */
export interface InviteRecordsServices {
  /** POST /user/genInviteCode: the new code. */
  generateCode: () => Promise<string>;
  /** GET /user/inviteRecord {page, size}: data.rows and the total count. */
  loadPage: (query: InviteRecordsQuery) => Promise<InviteRecordPage>;
  /** Writes text to the clipboard; leave it out where the Clipboard API is missing (see `clipboardWriter`). */
  copy?: (text: string) => Promise<void>;
}

/** The browser's Clipboard API as `copy`, or undefined where it is missing (insecure origin, old WebView). */
export function clipboardWriter(): ((text: string) => Promise<void>) | undefined {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return clipboard?.writeText ? (text) => clipboard.writeText(text) : undefined;
}

interface InviteRecordsContentProps {
  t: Translate<InviteRecordsMessageKey>;
  services: InviteRecordsServices;
  /** userInfo.inviteCode, if the user has one. */
  code: string | null;
  /** The page's origin (window.location.origin); the link is `${origin}/?inVitecode=${code}`. */
  origin: string;
  /** Shows an invite time (the server's UTC `createdAt`) in Beijing time (+8 h). */
  formatDate: (createdAt: string) => string;
  notify: (notice: Notice) => void;
  /** The site config's inviteRewardPoints: stated under the link when above 0. */
  rewardPoints?: number;
}

export interface InviteRecordsDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>, InviteRecordsContentProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** SPEC §2.3.13: the invite link and the paginated invite record table. */
export function InviteRecordsDialog({
  t,
  services,
  code,
  origin,
  formatDate,
  notify,
  rewardPoints,
  isOpen,
  onOpenChange,
  isDismissable = true,
  ...modalProps
}: InviteRecordsDialogProps) {
  return (
    <Modal size="lg" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('inviteRecords.title')} description={t('inviteRecords.description')} closeLabel={t('inviteRecords.close')}>
        <InviteRecordsContent t={t} services={services} code={code} origin={origin} formatDate={formatDate} notify={notify} rewardPoints={rewardPoints} />
      </Dialog>
    </Modal>
  );
}

/** Mounted only while the dialog is open: each opening starts at page 1. */
function InviteRecordsContent({ t, services, code, origin, formatDate, notify, rewardPoints = 0 }: InviteRecordsContentProps) {
  const asCards = useMediaQuery(inviteRecordCardsQuery);
  const { copy } = services;
  const actorRef = useActorRef(
    inviteRecordsMachine.provide({
      actors: {
        generateCode: fromPromise(() => services.generateCode()),
        loadPage: fromPromise(({ input }) => services.loadPage(input)),
        copy: fromPromise(async ({ input }) => {
          if (!copy) throw new Error('');
          await copy(input.text);
        }),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { input: { code, origin, canCopy: copy !== undefined } },
  );
  const view = useSelector(actorRef, inviteRecordsView, shallowEqual);
  const rows = view.table === 'failed' ? [] : view.rows.map((row, index) => ({ ...row, id: `${view.page}-${view.size}-${index}` }));
  const failure = (
    <span className={css.failed}>
      <span className={css.error} role="alert">
        {view.loadError ? messageText(t, view.loadError) : t('inviteRecords.loadFailed')}
      </span>
      <Button variant="secondary" size="sm" onPress={() => actorRef.send({ type: 'invite.retry' })}>
        {t('inviteRecords.reload')}
      </Button>
    </span>
  );

  return (
    <div className={css.body}>
      <div className={css.linkRow}>
        {view.link ? (
          <div className={css.linkField}>
            {/* Read-only but selectable, so the link can be copied by hand where copying fails. */}
            <TextField label={t('inviteRecords.link')} value={view.link} isReadOnly />
          </div>
        ) : (
          <p className={css.noLink}>{t('inviteRecords.noLink')}</p>
        )}
        {view.code ? null : (
          <Button isPending={view.isGenerating} pendingLabel={t('inviteRecords.generating')} onPress={() => actorRef.send({ type: 'invite.generate' })}>
            {t('inviteRecords.generate')}
          </Button>
        )}
        <Button
          variant={view.code ? 'primary' : 'secondary'}
          isPending={view.isCopying}
          pendingLabel={t('inviteRecords.copying')}
          onPress={() => actorRef.send({ type: 'invite.copy' })}
        >
          {t('inviteRecords.copy')}
        </Button>
      </div>
      {rewardPoints > 0 ? <p className={css.rewardRule}>{t('inviteRecords.rewardRule', { points: rewardPoints })}</p> : null}

      <section className={css.tableSection} aria-label={t('inviteRecords.table')}>
        {asCards ? (
          <InviteRecordCards t={t} rows={rows} table={view.table} formatDate={formatDate} failure={failure} />
        ) : (
          <Table aria-label={t('inviteRecords.table')}>
            <TableHeader>
              <TableColumn id="avatar">{t('inviteRecords.avatar')}</TableColumn>
              <TableColumn id="username" isRowHeader>
                {t('inviteRecords.username')}
              </TableColumn>
              <TableColumn id="email">{t('inviteRecords.email')}</TableColumn>
              <TableColumn id="status">{t('inviteRecords.status')}</TableColumn>
              <TableColumn id="createdAt">{t('inviteRecords.createdAt')}</TableColumn>
              <TableColumn id="reward">{t('inviteRecords.reward')}</TableColumn>
            </TableHeader>
            <TableBody
              items={rows}
              dependencies={[t, formatDate]}
              emptyText={view.table === 'failed' ? failure : t('inviteRecords.empty')}
              isLoading={view.table === 'loading'}
              loadingLabel={t('inviteRecords.loading')}
            >
              {(row) => (
                <TableRow id={row.id}>
                  <TableCell>
                    <Avatar name={row.username} src={row.avatar || undefined} alt="" size="sm" />
                  </TableCell>
                  <TableCell>{row.username}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell noWrap>
                    <Badge tone={row.status === 1 ? 'success' : 'neutral'}>
                      {row.status === 1 ? t('inviteRecords.verified') : t('inviteRecords.inactive')}
                    </Badge>
                  </TableCell>
                  <TableCell noWrap>{formatDate(row.createdAt)}</TableCell>
                  <TableCell noWrap>
                    <Badge tone={row.rewarded ? 'success' : 'warning'}>{row.rewarded ? t('inviteRecords.rewarded') : t('inviteRecords.rewardPending')}</Badge>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
        {view.count > 0 ? (
          <Pagination
            aria-label={t('inviteRecords.pagination')}
            page={view.page}
            totalItems={view.count}
            pageSize={view.size}
            pageSizes={invitePageSizes}
            onPageChange={(page) => actorRef.send({ type: 'invite.page', page })}
            onPageSizeChange={(size) => actorRef.send({ type: 'invite.pageSize', size })}
            previousLabel={t('inviteRecords.previousPage')}
            nextLabel={t('inviteRecords.nextPage')}
            pageLabel={(page) => t('inviteRecords.page', { page })}
            totalLabel={(count) => t('inviteRecords.total', { count })}
            pageSizeLabel={t('inviteRecords.pageSize')}
            pageSizeOptionLabel={(size) => t('inviteRecords.pageSizeOption', { size })}
          />
        ) : null}
      </section>
    </div>
  );
}
