import { Badge, Button, Switch, Tab, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TabList, TabPanel, Tabs } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import * as commonCss from '../common/common.css';
import { RowActions } from '../common/controls';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import { HomeSlotDialog, type HomeSlotFormServices } from './HomeSlotDialog';
import type { AdminHomeSlot, HomeSlotKind } from './homeSlotForm.machine';
import * as slotsCss from './homeSlots.css';
import { homeSlotsMachine } from './homeSlots.machine';
import type { HomeSlotsMessageKey } from './messages';

type Key = HomeSlotsMessageKey | AdminMessageKey;

export interface HomeSlotsServices extends HomeSlotFormServices {
  /** GET /admin/home-slots {kind}. */
  loadSlots: (kind: HomeSlotKind) => Promise<AdminHomeSlot[]>;
  /** POST /admin/home-slots/:id {enabled}. */
  setSlotEnabled: (change: { slot: AdminHomeSlot; enabled: boolean }) => Promise<AdminHomeSlot>;
  /** DELETE /api/admin/home-slots/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  removeSlot: (slot: AdminHomeSlot) => Promise<unknown>;
}

export const homeSlotKinds = ['rec', 'swiper'] as const satisfies readonly HomeSlotKind[];

export interface HomeSlotsAdminScreenProps {
  t: Translate<Key>;
  services: HomeSlotsServices;
  notify: (notice: Notice<Key>) => void;
  /** An ISO time as the operator reads it (Asia/Shanghai in the app). */
  formatTime: (iso: string) => string;
  /** The tab shown first (stories open the other). */
  defaultKind?: HomeSlotKind;
}

/** 首页推荐: the recommendations (推荐) and the carousel (轮播), each a tab whose list loads when it is first shown. */
export function HomeSlotsAdminScreen({ t, services, notify, formatTime, defaultKind = 'rec' }: HomeSlotsAdminScreenProps) {
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.homeSlots.title')}</h1>
      <p className={css.note}>{t('admin.homeSlots.intro')}</p>
      <Tabs defaultSelectedKey={defaultKind}>
        <TabList aria-label={t('admin.homeSlots.tabs')}>
          {homeSlotKinds.map((kind) => (
            <Tab key={kind} id={kind}>
              {t(`admin.homeSlots.kind.${kind}`)}
            </Tab>
          ))}
        </TabList>
        {homeSlotKinds.map((kind) => (
          <TabPanel key={kind} id={kind}>
            <HomeSlotsPanel t={t} kind={kind} services={services} notify={notify} formatTime={formatTime} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/** When a slot shows: always, from, until, or from – until (Beijing time as the app formats it). */
function schedule(t: Translate<Key>, slot: AdminHomeSlot, formatTime: (iso: string) => string) {
  const parts = [
    slot.startsAt ? t('admin.homeSlots.from', { time: formatTime(slot.startsAt) }) : null,
    slot.endsAt ? t('admin.homeSlots.until', { time: formatTime(slot.endsAt) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts : [t('admin.homeSlots.always')];
}

function HomeSlotsPanel({ t, kind, services, notify, formatTime }: Omit<HomeSlotsAdminScreenProps, 'defaultKind'> & { kind: HomeSlotKind }) {
  const [state, send] = useMachine(
    homeSlotsMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.loadSlots(input)),
        setEnabled: fromPromise(({ input }) => services.setSlotEnabled(input)),
        remove: fromPromise(({ input }) => services.removeSlot(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { input: { kind } },
  );
  const { slots, loadError, editing, acting } = state.context;
  const loading = state.matches('loading');
  const busy = !state.matches('ready');
  const kindName = t(`admin.homeSlots.kind.${kind}`);
  if (state.matches('failed')) {
    return (
      <div className={commonCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      </div>
    );
  }
  return (
    <div className={commonCss.panel}>
      <div className={css.screenHeader}>
        <p className={css.note}>{t(`admin.homeSlots.note.${kind}`)}</p>
        <Button variant="primary" isDisabled={busy} onPress={() => send({ type: 'slot.new' })}>
          {t('admin.homeSlots.newNamed', { kind: kindName })}
        </Button>
      </div>
      <Table aria-label={t('admin.homeSlots.list', { kind: kindName })}>
        <TableHeader>
          <TableColumn>{t('admin.homeSlots.column.image')}</TableColumn>
          <TableColumn isRowHeader>{t('admin.homeSlots.column.title')}</TableColumn>
          <TableColumn>{t('admin.homeSlots.column.link')}</TableColumn>
          <TableColumn>{t('admin.homeSlots.column.schedule')}</TableColumn>
          <TableColumn>{t('admin.homeSlots.column.sort')}</TableColumn>
          <TableColumn>{t('admin.homeSlots.column.state')}</TableColumn>
          <TableColumn>{t('admin.homeSlots.column.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : slots}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.homeSlots.empty')}
          dependencies={[t, busy, acting]}
        >
          {(slot) => {
            const picture = slot.image || slot.app?.coverImg || '';
            return (
              <TableRow id={slot.id}>
                <TableCell>
                  {picture ? (
                    <img
                      className={slot.image ? slotsCss.thumb : slotsCss.logo}
                      src={picture}
                      alt={t('admin.homeSlots.imageOf', { title: slot.title })}
                      width={slot.image ? 96 : 54}
                      height={54}
                    />
                  ) : (
                    <span className={css.muted}>{t('admin.homeSlots.noImage')}</span>
                  )}
                </TableCell>
                <TableCell>
                  <span className={slotsCss.stacked}>
                    <span>{slot.title}</span>
                    {slot.tagId === null ? null : <span className={css.muted}>{t('admin.homeSlots.tag', { tag: slot.tagId })}</span>}
                  </span>
                </TableCell>
                <TableCell>
                  {slot.app ? (
                    <span className={slotsCss.stacked}>
                      <span>{t('admin.homeSlots.app', { name: slot.app.name })}</span>
                      {slot.app.deleted || !slot.app.listed ? (
                        <Badge size="sm" tone="warning">
                          {t(slot.app.deleted ? 'admin.homeSlots.appGone' : 'admin.homeSlots.appUnlisted')}
                        </Badge>
                      ) : null}
                    </span>
                  ) : (
                    <span className={slotsCss.route}>{slot.target}</span>
                  )}
                </TableCell>
                <TableCell>
                  <span className={slotsCss.stacked}>
                    {schedule(t, slot, formatTime).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </span>
                </TableCell>
                <TableCell noWrap>{String(slot.sort)}</TableCell>
                <TableCell noWrap>
                  <span className={css.nameCell}>
                    <Switch
                      aria-label={t('admin.homeSlots.enabledNamed', { title: slot.title })}
                      isSelected={acting?.id === slot.id && state.matches('toggling') ? !slot.enabled : slot.enabled}
                      isDisabled={busy}
                      onChange={() => send({ type: 'slot.toggle', id: slot.id })}
                    />
                    <Badge size="sm" tone={slot.live ? 'success' : 'neutral'}>
                      {t(slot.live ? 'admin.homeSlots.live' : 'admin.homeSlots.hidden')}
                    </Badge>
                  </span>
                </TableCell>
                <TableCell noWrap>
                  <RowActions
                    isDisabled={busy}
                    actions={[
                      {
                        label: t('admin.homeSlots.edit'),
                        named: t('admin.homeSlots.editNamed', { title: slot.title }),
                        onPress: () => send({ type: 'slot.edit', id: slot.id }),
                      },
                      {
                        label: t('admin.homeSlots.remove'),
                        named: t('admin.homeSlots.removeNamed', { title: slot.title }),
                        onPress: () => send({ type: 'slot.delete', id: slot.id }),
                      },
                    ]}
                  />
                </TableCell>
              </TableRow>
            );
          }}
        </TableBody>
      </Table>
      {state.matches('editing') ? (
        <HomeSlotDialog
          t={t}
          kind={kind}
          slot={editing}
          services={services}
          onCancel={() => send({ type: 'form.cancel' })}
          onSaved={({ slot, created }) => send({ type: 'form.saved', slot, created })}
        />
      ) : null}
    </div>
  );
}
