import { Badge, Button, Pagination, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { UsersMessageKey } from './messages';
import { membershipText } from './membershipText';
import { UserDetailDialog, type UserDetailServices } from './UserDetailDialog';
import { roleLabelKey } from './userRequests';
import { usersListMachine, usersPageSize, type UsersListEvent, type UsersPage, type UsersQuery } from './usersList.machine';

type UsersTranslate = Translate<UsersMessageKey | AdminMessageKey>;

export interface UsersServices extends UserDetailServices {
  /** GET /admin/users. */
  list: (query: UsersQuery) => Promise<UsersPage>;
}

export interface UsersScreenProps {
  t: UsersTranslate;
  services: UsersServices;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

/** The users: search, the list newest first and paged, and one user's dialog with their confirmed changes. */
export function UsersScreen({ t, services, formatTime }: UsersScreenProps) {
  const [state, send] = useMachine(usersListMachine.provide({ actors: { load: fromPromise(({ input }) => services.list(input)) } }));
  const [openUser, setOpenUser] = useState<{ id: number; name: string } | null>(null);
  const { draft, error, data, page, loadError } = state.context;
  const loading = state.matches('loading');
  const open = useCallback(
    (id: number) => {
      const row = data?.rows.find((user) => user.id === id);
      if (row) setOpenUser({ id, name: row.username });
    },
    [data],
  );
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.users.title')}</h1>
      <SubmitForm className={adminCss.toolbar} onSubmit={() => send({ type: 'users.search' })}>
        <TextField
          label={t('admin.users.search')}
          description={t('admin.users.searchHint')}
          type="search"
          value={draft}
          onChange={(value) => send({ type: 'users.change', value })}
          {...fieldError(t, error ? { key: error } : null)}
        />
        <Button type="submit" variant="secondary">
          {t('admin.users.searchSubmit')}
        </Button>
      </SubmitForm>
      {state.matches('failed') ? (
        <div className={adminCss.section} role="alert">
          <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={adminCss.actions}>
            <Button onPress={() => send({ type: 'users.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <UsersResults t={t} data={data} page={page} loading={loading} formatTime={formatTime} onOpen={open} send={send} />
      )}
      {openUser ? (
        <UserDetailDialog
          t={t}
          userId={openUser.id}
          name={openUser.name}
          services={services}
          formatTime={formatTime}
          onChanged={(user) => send({ type: 'users.rowChanged', user })}
          onClose={() => setOpenUser(null)}
        />
      ) : null}
    </div>
  );
}

interface UsersResultsProps {
  t: UsersTranslate;
  data: UsersPage | null;
  page: number;
  loading: boolean;
  formatTime: (iso: string) => string;
  onOpen: (userId: number) => void;
  send: (event: UsersListEvent) => void;
}

/** The list and its pages: its props change only with the results, so typing a search does not redraw it. */
const UsersResults = memo(function UsersResults({ t, data, page, loading, formatTime, onOpen, send }: UsersResultsProps) {
  return (
    <>
      <Table aria-label={t('admin.users.table')} onRowAction={(key) => onOpen(Number(key))}>
        <TableHeader>
          <TableColumn>{t('admin.users.id')}</TableColumn>
          <TableColumn isRowHeader>{t('admin.users.username')}</TableColumn>
          <TableColumn>{t('admin.users.nickname')}</TableColumn>
          <TableColumn>{t('admin.users.phone')}</TableColumn>
          <TableColumn>{t('admin.users.email')}</TableColumn>
          <TableColumn>{t('admin.users.role')}</TableColumn>
          <TableColumn>{t('admin.users.score')}</TableColumn>
          <TableColumn>{t('admin.users.vip')}</TableColumn>
          <TableColumn>{t('admin.users.createdAt')}</TableColumn>
          <TableColumn>{t('admin.users.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : (data?.rows ?? [])}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.users.empty')}
          dependencies={[t]}
        >
          {(row) => (
            <TableRow id={row.id}>
              <TableCell noWrap>{String(row.id)}</TableCell>
              <TableCell>
                {row.username}
                {row.destroyedAt ? (
                  <>
                    {' '}
                    <Badge size="sm" tone="danger">
                      {t('admin.users.destroyed')}
                    </Badge>
                  </>
                ) : null}
                {row.status === 'banned' ? (
                  <>
                    {' '}
                    <Badge size="sm" tone="danger">
                      {t('admin.users.status.banned')}
                    </Badge>
                  </>
                ) : null}
              </TableCell>
              <TableCell>{row.nickname || '—'}</TableCell>
              <TableCell noWrap>{row.phone ?? '—'}</TableCell>
              <TableCell>{row.email ?? '—'}</TableCell>
              <TableCell noWrap>
                <Badge size="sm" tone={row.role === 'admin' ? 'accent' : 'neutral'}>
                  {t(roleLabelKey(row.role))}
                </Badge>
              </TableCell>
              <TableCell noWrap>{String(row.score)}</TableCell>
              <TableCell noWrap>{membershipText(t, row, formatTime)}</TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell>
                <Button size="sm" variant="secondary" aria-label={t('admin.users.viewLabel', { name: row.username })} onPress={() => onOpen(row.id)}>
                  {t('admin.users.view')}
                </Button>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {data && data.total > 0 ? (
        <Pagination
          page={page}
          onPageChange={(next) => send({ type: 'users.page', page: next })}
          totalItems={data.total}
          pageSize={usersPageSize}
          isDisabled={loading}
          aria-label={t('admin.users.pagination')}
          previousLabel={t('admin.users.previous')}
          nextLabel={t('admin.users.next')}
          pageLabel={(n) => t('admin.users.page', { page: n })}
          totalLabel={(total) => (data.capped ? t('admin.users.totalCapped', { total: total.toLocaleString('en-US') }) : t('admin.users.total', { total }))}
        />
      ) : null}
    </>
  );
});
