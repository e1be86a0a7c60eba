import { Badge, Button, Select, SelectItem, Tag, TagGroup, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { ChevronRight } from 'lucide-react';
import { Disclosure, DisclosurePanel, Heading, Button as RACButton } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import { maxReasonLength } from '../review/reviewDecision.machine';
import {
  adminAppsMachine,
  appOffers,
  appSources,
  appStatusFilters,
  maxAppKeyword,
  type AdminApp,
  type AdminAppAction,
  type AdminAppOffer,
  type AdminAppsPage,
  type AdminAppsQuery,
  type AdminAppsSnapshot,
  type AdminAppStatus,
  type AppModelChoice,
  type AppSource,
  type AppStatusFilter,
} from './adminApps.machine';
import { AppUsageDialog } from './AppUsageDialog';
import * as appsCss from './appsAdmin.css';
import type { AdminAppUsage } from './appUsage.machine';
import type { AppsAdminMessageKey } from './messages';
import { modelKeyOf, modelOfKey, modelOptions } from './modelChoices';
import { OfficialAppDialog } from './OfficialAppDialog';
import type { AdminAppCategory, OfficialAppSave } from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof adminAppsMachine>>[1];

export interface AppsServices {
  /** GET /admin/apps. */
  loadApps: (query: AdminAppsQuery) => Promise<AdminAppsPage>;
  /** The action's route; remove through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  act: (action: AdminAppAction) => Promise<unknown>;
  /** The enabled chat models (GET /admin/models). */
  loadModels: () => Promise<AppModelChoice[]>;
  /** GET /admin/apps/:id/usage. */
  loadUsage: (app: AdminApp) => Promise<AdminAppUsage>;
  /** GET /admin/app-categories. */
  loadCategories: () => Promise<AdminAppCategory[]>;
  /** POST /file/upload (dir app-logo): the picture's address. */
  uploadLogo: (file: File) => Promise<string>;
  /** POST /admin/apps (id null) or /admin/apps/:id. */
  saveOfficial: (save: OfficialAppSave) => Promise<{ id: number }>;
}

interface AppsPanelProps {
  t: Translate<Key>;
  services: AppsServices;
  notify: (notice: Notice<Key>) => void;
  formatTime: (iso: string) => string;
}

const isFilter = (key: unknown): key is AppStatusFilter => (appStatusFilters as readonly unknown[]).includes(key);
const isSource = (key: unknown): key is AppSource => (appSources as readonly unknown[]).includes(key);
const firstKey = (keys: 'all' | Set<string | number>) => (keys === 'all' ? undefined : [...keys][0]);

/** The apps by status as cards (logo, name, category, author, status, terms, uses, preset) with what each allows. */
export function AppsPanel({ t, services, notify, formatTime }: AppsPanelProps) {
  const [state, send] = useMachine(
    adminAppsMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.loadApps(input)),
        act: fromPromise(({ input }) => services.act(input)),
        loadModels: fromPromise(() => services.loadModels()),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { rows, filter, source, keywordDraft, next, loadError, action, target } = state.context;
  const loading = state.matches({ list: 'loading' });
  const busy = !state.matches({ list: 'ready' });
  return (
    <div className={appsCss.panel}>
      <div className={css.screenHeader}>
        <TagGroup
          label={t('admin.apps.filter')}
          items={appStatusFilters.map((id) => ({ id }))}
          selectedKeys={[filter]}
          onSelectionChange={(keys) => {
            const key = firstKey(keys);
            if (isFilter(key)) send({ type: 'filter.select', filter: key });
          }}
        >
          {({ id }) => <Tag id={id}>{t(`admin.apps.filter.${id}`)}</Tag>}
        </TagGroup>
        <Button variant="primary" isDisabled={busy} onPress={() => send({ type: 'official.new' })}>
          {t('admin.apps.new')}
        </Button>
      </div>
      <div className={appsCss.filters}>
        <TagGroup
          label={t('admin.apps.source')}
          items={appSources.map((id) => ({ id }))}
          selectedKeys={[source]}
          onSelectionChange={(keys) => {
            const key = firstKey(keys);
            if (isSource(key)) send({ type: 'source.select', source: key });
          }}
        >
          {({ id }) => <Tag id={id}>{t(`admin.apps.source.${id}`)}</Tag>}
        </TagGroup>
        <SubmitForm className={appsCss.search} onSubmit={() => send({ type: 'keyword.submit' })}>
          <TextField
            label={t('admin.apps.keyword')}
            description={t('admin.apps.keywordHint')}
            type="search"
            maxLength={maxAppKeyword}
            value={keywordDraft}
            onChange={(value) => send({ type: 'keyword.change', value })}
          />
          <Button type="submit" variant="secondary">
            {t('admin.apps.search')}
          </Button>
        </SubmitForm>
        <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'refresh' })}>
          {t('admin.apps.refresh')}
        </Button>
      </div>
      {state.matches({ list: 'failed' }) ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : loading ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className={css.muted}>{t('admin.apps.empty')}</p>
      ) : (
        <>
          <ul className={appsCss.grid} aria-label={t('admin.apps.list')}>
            {rows.map((row) => (
              <AppCard
                key={row.id}
                t={t}
                app={row}
                busy={busy}
                pending={state.matches('acting') && action?.app.id === row.id ? action.type : null}
                formatTime={formatTime}
                send={send}
              />
            ))}
          </ul>
          {next !== null ? (
            <div className={css.actions}>
              <Button
                variant="secondary"
                isPending={state.matches({ list: 'loadingMore' })}
                pendingLabel={t('admin.loading')}
                onPress={() => send({ type: 'more' })}
              >
                {t('admin.apps.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <ReasonDialog t={t} state={state} send={send} />
      <TermsDialog t={t} state={state} send={send} />
      {state.matches('usage') && target ? <AppUsageDialog t={t} app={target} load={services.loadUsage} onClose={() => send({ type: 'usage.close' })} /> : null}
      {state.matches('official') ? (
        <OfficialAppDialog
          t={t}
          app={target}
          services={services}
          onCancel={() => send({ type: 'official.close' })}
          onSaved={(app) => send({ type: 'official.saved', app })}
        />
      ) : null}
    </div>
  );
}

const statusTones: Record<AdminAppStatus, 'warning' | 'success' | 'danger' | 'neutral' | 'info'> = {
  pending: 'warning',
  approved: 'success',
  private: 'info',
  rejected: 'danger',
  disabled: 'neutral',
};

const buttonVariant = (offer: AdminAppOffer) =>
  offer === 'approve' ? 'primary' : offer === 'reject' || offer === 'disable' || offer === 'remove' ? 'danger' : 'secondary';

/** What a button sends: the dialogs open, the others act at once. */
const eventOf = (offer: AdminAppOffer, id: number): Parameters<Send>[0] => {
  switch (offer) {
    case 'reject':
    case 'disable':
      return { type: 'reason.open', kind: offer, id };
    case 'terms':
      return { type: 'terms.open', id };
    case 'usage':
      return { type: 'usage.open', id };
    case 'edit':
      return { type: 'official.edit', id };
    default:
      return { type: 'act', action: offer, id };
  }
};

const offerLabel: Record<AdminAppOffer, AppsAdminMessageKey> = {
  approve: 'admin.apps.approve',
  reject: 'admin.apps.reject',
  feature: 'admin.apps.feature',
  unfeature: 'admin.apps.unfeature',
  disable: 'admin.apps.disable',
  enable: 'admin.apps.enable',
  terms: 'admin.apps.settings',
  usage: 'admin.apps.usage',
  edit: 'admin.apps.edit',
  remove: 'admin.apps.remove',
};
const offerName: Record<AdminAppOffer, AppsAdminMessageKey> = {
  approve: 'admin.apps.approveNamed',
  reject: 'admin.apps.rejectNamed',
  feature: 'admin.apps.featureNamed',
  unfeature: 'admin.apps.unfeatureNamed',
  disable: 'admin.apps.disableNamed',
  enable: 'admin.apps.enableNamed',
  terms: 'admin.apps.settingsNamed',
  usage: 'admin.apps.usageNamed',
  edit: 'admin.apps.editNamed',
  remove: 'admin.apps.removeNamed',
};

interface AppCardProps {
  t: Translate<Key>;
  app: AdminApp;
  busy: boolean;
  /** The action under way on this app. */
  pending: AdminAppAction['type'] | null;
  formatTime: (iso: string) => string;
  send: Send;
}

/** One app: logo, name, status and marks, who made it, its terms and uses, description, preset folded, its actions. */
function AppCard({ t, app, busy, pending, formatTime, send }: AppCardProps) {
  return (
    <li className={appsCss.item}>
      <article className={appsCss.card} aria-label={t('admin.apps.card', { name: app.name, id: app.id })}>
        <div className={appsCss.head}>
          {app.coverImg ? (
            <img className={appsCss.logo} src={app.coverImg} alt="" width={48} height={48} />
          ) : (
            <span className={appsCss.logoEmpty} aria-hidden="true">
              {[...app.name][0] ?? ''}
            </span>
          )}
          <div className={appsCss.titleBlock}>
            <h2 className={appsCss.name}>{app.name}</h2>
            <span className={appsCss.byline}>
              {t('admin.apps.category', { name: app.catName })} · {app.official ? t('admin.apps.byOfficial') : t('admin.apps.by', { name: app.username })} · #
              {app.id}
            </span>
          </div>
        </div>
        <span className={appsCss.badges}>
          <Badge size="sm" tone={statusTones[app.status]}>
            {t(`admin.apps.status.${app.status}`)}
          </Badge>
          {app.reviewId !== null && app.status !== 'pending' ? (
            <Badge size="sm" tone="warning">
              {t('admin.apps.editWaiting')}
            </Badge>
          ) : null}
          {app.official ? (
            <Badge size="sm" tone="accent">
              {t('admin.apps.official')}
            </Badge>
          ) : null}
          {app.featured ? (
            <Badge size="sm" tone="vip">
              {t('admin.apps.featured')}
            </Badge>
          ) : null}
        </span>
        <dl className={appsCss.terms} aria-label={t('admin.apps.terms')}>
          <dt>{t('admin.apps.model')}</dt>
          <dd>{app.model || t('admin.apps.modelDefault')}</dd>
          <dt>{t('admin.apps.price')}</dt>
          <dd>{app.price === null ? t('admin.apps.priceModel') : t('admin.apps.pricePoints', { points: app.price })}</dd>
          <dt>{t('admin.apps.sort')}</dt>
          <dd>{app.sort}</dd>
          <dt>{t('admin.apps.uses')}</dt>
          <dd>{t('admin.apps.usesValue', { total: app.useCount, week: app.weekUses })}</dd>
        </dl>
        <p className={appsCss.description}>{app.des}</p>
        {app.status === 'disabled' && app.disabledReason ? (
          <p className={appsCss.reason}>{t('admin.apps.disabledBecause', { reason: app.disabledReason })}</p>
        ) : null}
        {app.reviewId !== null && app.status !== 'pending' ? <p className={appsCss.waiting}>{t('admin.apps.editWaitingNote')}</p> : null}
        <span className={css.muted}>{t('admin.apps.created', { time: formatTime(app.createdAt) })}</span>
        <Disclosure className={appsCss.disclosure}>
          <Heading level={3} className={appsCss.disclosureHeading}>
            <RACButton slot="trigger" className={appsCss.disclosureTrigger}>
              <ChevronRight aria-hidden="true" size={16} className={appsCss.chevron} />
              {t('admin.apps.preset')}
            </RACButton>
          </Heading>
          <DisclosurePanel className={appsCss.disclosurePanel}>
            <p className={appsCss.presetLabel}>{t('admin.apps.presetLabel')}</p>
            <p className={appsCss.presetText}>{app.preset}</p>
            <p className={appsCss.presetLabel}>{t('admin.apps.demoLabel')}</p>
            <p className={appsCss.presetText}>{app.demoData}</p>
          </DisclosurePanel>
        </Disclosure>
        <span className={appsCss.cardActions}>
          {appOffers(app).map((offer) => (
            <Button
              key={offer}
              size="sm"
              variant={buttonVariant(offer)}
              isDisabled={busy && pending !== offer}
              isPending={pending === offer}
              pendingLabel={t('admin.loading')}
              aria-label={t(offerName[offer], { name: app.name })}
              onPress={() => send(eventOf(offer, app.id))}
            >
              {t(offerLabel[offer])}
            </Button>
          ))}
        </span>
      </article>
    </li>
  );
}

/** 驳回 or 下架: the reason the author will read (required, 200 at most); the server's refusal stays in the dialog. */
function ReasonDialog({ t, state, send }: { t: Translate<Key>; state: AdminAppsSnapshot; send: Send }) {
  const { target, reasonKind, reason, reasonError, dialogError } = state.context;
  const reject = reasonKind === 'reject';
  return (
    <FormDialog
      isOpen={state.matches('reasoning')}
      pending={state.matches({ reasoning: 'sending' })}
      title={t(reject ? 'admin.apps.rejectTitle' : 'admin.apps.disableTitle', { name: target?.name ?? '' })}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.apps.cancel')}
      submitLabel={t(reject ? 'admin.apps.reject' : 'admin.apps.disable')}
      pendingLabel={t(reject ? 'admin.apps.rejecting' : 'admin.apps.disabling')}
      submitVariant="danger"
      onCancel={() => send({ type: 'reason.cancel' })}
      onSubmit={() => send({ type: 'reason.submit' })}
    >
      <TextArea
        label={t(reject ? 'admin.apps.rejectReason' : 'admin.apps.disableReason')}
        description={t(reject ? 'admin.apps.rejectNote' : 'admin.apps.disableNote')}
        rows={3}
        maxLength={maxReasonLength}
        value={reason}
        onChange={(value) => send({ type: 'reason.change', value })}
        {...fieldError(t, reasonError ? { key: reasonError } : null)}
      />
      {dialogError ? (
        <p className={css.formError} role="alert">
          {messageText(t, dialogError)}
        </p>
      ) : null}
    </FormDialog>
  );
}

/** 设置: the model, the price (empty for the model's) and the order; only what changed is sent. */
function TermsDialog({ t, state, send }: { t: Translate<Key>; state: AdminAppsSnapshot; send: Send }) {
  const { target, termsDraft, termsErrors, models, modelsError, dialogError } = state.context;
  const choosing = state.matches({ terms: 'choosing' });
  const error = (field: 'price' | 'sort') => fieldError(t, termsErrors[field] ? { key: termsErrors[field] } : null);
  return (
    <FormDialog
      isOpen={state.matches('terms')}
      pending={state.matches({ terms: 'saving' })}
      title={t('admin.apps.termsTitle', { name: target?.name ?? '' })}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.apps.cancel')}
      submitLabel={t('admin.apps.save')}
      pendingLabel={t('admin.apps.saving')}
      onCancel={() => send({ type: 'terms.cancel' })}
      onSubmit={() => send({ type: 'terms.submit' })}
    >
      {choosing ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : (
        <Select
          label={t('admin.apps.model')}
          description={t('admin.apps.modelNote')}
          value={modelKeyOf(termsDraft.model)}
          onChange={(key) => key !== null && send({ type: 'terms.change', field: 'model', value: modelOfKey(String(key)) })}
          items={modelOptions(t, models, target?.model ?? '')}
        >
          {(option) => (
            <SelectItem id={option.id} textValue={option.label}>
              {option.label}
            </SelectItem>
          )}
        </Select>
      )}
      {modelsError ? (
        <p className={css.notice} role="alert">
          {t('admin.apps.modelsFailed', { message: messageText(t, modelsError) })}
        </p>
      ) : null}
      <TextField
        label={t('admin.apps.priceLabel')}
        description={t('admin.apps.priceNote')}
        inputMode="numeric"
        value={termsDraft.price}
        onChange={(value) => send({ type: 'terms.change', field: 'price', value })}
        {...error('price')}
      />
      <TextField
        label={t('admin.apps.sort')}
        description={t('admin.apps.sortNote')}
        inputMode="numeric"
        value={termsDraft.sort}
        onChange={(value) => send({ type: 'terms.change', field: 'sort', value })}
        {...error('sort')}
      />
      {dialogError ? (
        <p className={css.formError} role="alert">
          {messageText(t, dialogError)}
        </p>
      ) : null}
    </FormDialog>
  );
}
