import { Badge, Button, Dialog, Modal, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useId } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { VipLevelsMessageKey } from './messages';
import * as levelsCss from './vipLevels.css';
import {
  vipLevelBadgeMaxLength,
  vipLevelNameMaxLength,
  vipLevelsMachine,
  type VipLevel,
  type VipLevelDraft,
  type VipLevelField,
  type VipLevelSave,
  type VipLevelsSnapshot,
} from './vipLevels.machine';
import { LoadFailed } from '../LoadFailed';

type Key = VipLevelsMessageKey | AdminMessageKey;

export interface VipLevelsServices {
  /** GET /admin/vip-levels. */
  load: () => Promise<VipLevel[]>;
  /** POST /admin/vip-levels (id null) or /admin/vip-levels/:id. */
  save: (save: VipLevelSave) => Promise<VipLevel>;
  /** DELETE /api/admin/vip-levels/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  remove: (level: VipLevel) => Promise<unknown>;
}

export interface VipLevelsScreenProps {
  t: Translate<Key>;
  services: VipLevelsServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof vipLevelsMachine>>[1];

/** A level's badge as members wear it beside their name (the VIP tone users see); nothing when it has none. */
export function VipLevelBadge({ badge }: { badge: string }) {
  return badge ? (
    <Badge tone="vip" size="sm">
      {badge}
    </Badge>
  ) : null;
}

/** The membership levels: lowest rank first, the default marked; created and edited in a dialog; deleted through the confirmation. */
export function VipLevelsScreen({ t, services, notify }: VipLevelsScreenProps) {
  const [state, send] = useMachine(
    vipLevelsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        remove: fromPromise(({ input }) => services.remove(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { levels, loadError } = state.context;
  const loading = state.matches('loading');
  return (
    <div className={css.screen}>
      <div className={css.screenHeader}>
        <h1 className={css.screenTitle}>{t('admin.vipLevels.title')}</h1>
        {state.matches('failed') ? null : (
          <Button variant="primary" isDisabled={loading} onPress={() => send({ type: 'levels.new' })}>
            {t('admin.vipLevels.new')}
          </Button>
        )}
      </div>
      <p className={css.note}>{t('admin.vipLevels.intro')}</p>
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'levels.retry' })} />
      ) : (
        <LevelsTable t={t} levels={levels} loading={loading} busy={state.matches('deleting')} send={send} />
      )}
      <LevelFormDialog t={t} state={state} send={send} />
    </div>
  );
}

interface LevelsTableProps {
  t: Translate<Key>;
  levels: VipLevel[];
  loading: boolean;
  busy: boolean;
  send: Send;
}

/** The table, apart from the form: typing in the form does not render it again. */
const LevelsTable = memo(function LevelsTable({ t, levels, loading, busy, send }: LevelsTableProps) {
  return (
    <>
      <Table aria-label={t('admin.vipLevels.table')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.vipLevels.name')}</TableColumn>
          <TableColumn>{t('admin.vipLevels.badge')}</TableColumn>
          <TableColumn>{t('admin.vipLevels.rank')}</TableColumn>
          <TableColumn>{t('admin.vipLevels.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : levels}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.vipLevels.empty')}
          dependencies={[t, busy]}
        >
          {(level) => (
            <TableRow id={level.id}>
              <TableCell>
                <span className={css.nameCell}>
                  {level.name}
                  {level.isDefault ? (
                    <Badge tone="accent" size="sm">
                      {t('admin.vipLevels.default')}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell noWrap>
                {level.badge ? <VipLevelBadge badge={level.badge} /> : <span className={css.muted}>{t('admin.vipLevels.noBadge')}</span>}
              </TableCell>
              <TableCell noWrap>{String(level.rank)}</TableCell>
              <TableCell noWrap>
                <span className={css.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.vipLevels.editNamed', { name: level.name })}
                    onPress={() => send({ type: 'levels.edit', id: level.id })}
                  >
                    {t('admin.vipLevels.edit')}
                  </Button>
                  {level.isDefault ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={busy}
                      aria-label={t('admin.vipLevels.deleteNamed', { name: level.name })}
                      onPress={() => send({ type: 'levels.delete', id: level.id })}
                    >
                      {t('admin.vipLevels.delete')}
                    </Button>
                  )}
                </span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {loading ? null : <span className={css.muted}>{t('admin.vipLevels.total', { total: levels.length })}</span>}
    </>
  );
});

function LevelFormDialog({ t, state, send }: { t: Translate<Key>; state: VipLevelsSnapshot; send: Send }) {
  const previewId = useId();
  const saving = state.matches('saving');
  const open = saving || state.matches('editing');
  const { draft, errors, submitError, editingId } = state.context;
  const change = (values: Partial<VipLevelDraft>) => send({ type: 'form.change', values });
  const error = (field: VipLevelField) => fieldError(t, errors[field] ? { key: errors[field] } : null);
  return (
    <Modal isOpen={open} onOpenChange={(isOpen) => !isOpen && !saving && send({ type: 'form.cancel' })} isKeyboardDismissDisabled={saving} size="sm">
      {/* The form holds the whole dialog: Enter in a field submits through the footer's submit button. */}
      <form
        noValidate
        className={css.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Dialog
          title={t(editingId === null ? 'admin.vipLevels.createTitle' : 'admin.vipLevels.editTitle')}
          closeLabel={t('admin.vipLevels.close')}
          footer={
            <>
              <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'form.cancel' })}>
                {t('admin.vipLevels.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.vipLevels.saving')}>
                {t('admin.vipLevels.save')}
              </Button>
            </>
          }
        >
          <div className={css.form}>
            <TextField
              label={t('admin.vipLevels.name')}
              maxLength={vipLevelNameMaxLength}
              value={draft.name}
              onChange={(name) => change({ name })}
              {...error('name')}
            />
            <TextField
              label={t('admin.vipLevels.badge')}
              description={t('admin.vipLevels.badgeNote')}
              maxLength={vipLevelBadgeMaxLength}
              value={draft.badge}
              onChange={(badge) => change({ badge })}
              {...error('badge')}
            />
            <TextField
              label={t('admin.vipLevels.rank')}
              description={t('admin.vipLevels.rankNote')}
              inputMode="numeric"
              value={draft.rank}
              onChange={(rank) => change({ rank })}
              {...error('rank')}
            />
            <section className={css.preview} aria-labelledby={previewId}>
              <h3 id={previewId} className={css.previewTitle}>
                {t('admin.vipLevels.preview')}
              </h3>
              <span className={levelsCss.previewName}>
                {t('admin.vipLevels.previewName')}
                {draft.badge.trim() ? <VipLevelBadge badge={draft.badge.trim()} /> : null}
              </span>
            </section>
            {submitError ? (
              <p className={css.formError} role="alert">
                {messageText(t, submitError)}
              </p>
            ) : null}
          </div>
        </Dialog>
      </form>
    </Modal>
  );
}
