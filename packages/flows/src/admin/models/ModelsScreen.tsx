import { Badge, Button, Checkbox, Dialog, Modal, PasswordField, Radio, RadioGroup, Switch, TextArea, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { ModelsMessageKey } from './messages';
import {
  modelTypeNames,
  topNMax,
  type AdminModel,
  type EndpointBody,
  type ModelDefaults,
  type ModelDraft,
  type ModelEndpoint,
  type ModelField,
} from './modelForm';
import { defaultModelId, modelsMachine, type ModelSave, type ModelsData, type ModelsSnapshot, type ModelTestResult } from './models.machine';
import * as modelsCss from './models.css';

type Key = ModelsMessageKey | AdminMessageKey;

export interface ModelsServices {
  /** GET /admin/models and GET /admin/vip-levels. */
  load: () => Promise<ModelsData>;
  /** POST /admin/models (id null) or /admin/models/:id. */
  save: (save: ModelSave) => Promise<AdminModel>;
  /** POST /admin/models/:id {isEnabled}. */
  setEnabled: (change: { id: number; isEnabled: boolean }) => Promise<AdminModel>;
  /** POST /admin/models/order {ids}: every model's id in the new order. */
  reorder: (ids: number[]) => Promise<AdminModel[]>;
  /** POST /admin/models/:id/endpoint through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  saveEndpoint: (change: { model: AdminModel; body: EndpointBody }) => Promise<AdminModel>;
  /** DELETE /admin/models/:id through the two-step confirmation. */
  remove: (model: AdminModel) => Promise<unknown>;
  /** POST /admin/models/:id/test. */
  test: (model: AdminModel) => Promise<ModelTestResult>;
}

export interface ModelsScreenProps {
  t: Translate<Key>;
  services: ModelsServices;
  notify: (notice: Notice<Key>) => void;
}

type Send = ReturnType<typeof useMachine<typeof modelsMachine>>[1];

const endpointLabels: Record<ModelEndpoint, ModelsMessageKey> = {
  model: 'admin.models.endpointOwn',
  site: 'admin.models.endpointSite',
  environment: 'admin.models.endpointEnvironment',
  demo: 'admin.models.endpointDemo',
  none: 'admin.models.endpointNone',
};

/** What a use costs, as the model picker says it. */
const priceText = (t: Translate<Key>, model: AdminModel) => {
  const price = model.deduct === 0 ? t('admin.models.priceFree') : t('admin.models.price', { deduct: model.deduct });
  if (model.vipFreeNum === -1) return `${price} · ${t('admin.models.memberFree')}`;
  if (model.vipFreeNum > 0) return `${price} · ${t('admin.models.memberDaily', { count: model.vipFreeNum })}`;
  return price;
};

/**
 * The chat models in the order users see them (the first enabled chat model is the default, marked 默认): moved one
 * place at a time with buttons, switched on and off, edited in a dialog grouped as the SPEC's fields are, their
 * endpoint and write-only key saved through the confirmation, and 测试连接 on the saved endpoint.
 */
export function ModelsScreen({ t, services, notify }: ModelsScreenProps) {
  const [state, send] = useMachine(
    modelsMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        setEnabled: fromPromise(({ input }) => services.setEnabled(input)),
        reorder: fromPromise(({ input }) => services.reorder(input)),
        saveEndpoint: fromPromise(({ input }) => services.saveEndpoint(input)),
        remove: fromPromise(({ input }) => services.remove(input)),
        test: fromPromise(({ input }) => services.test(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const failed = state.matches('failed');
  return (
    <div className={css.screen}>
      <div className={css.screenHeader}>
        <h1 className={css.screenTitle}>{t('admin.models.title')}</h1>
        {failed ? null : (
          <Button variant="primary" isDisabled={state.matches('loading')} onPress={() => send({ type: 'models.new' })}>
            {t('admin.models.new')}
          </Button>
        )}
      </div>
      {failed ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{state.context.loadError ? messageText(t, state.context.loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'models.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <>
          {state.context.defaults ? <EndpointNotes t={t} defaults={state.context.defaults} /> : null}
          <ModelList t={t} state={state} send={send} />
        </>
      )}
      <ModelFormDialog t={t} state={state} send={send} />
    </div>
  );
}

/** The site's default endpoint and what 演示模式 means. */
function EndpointNotes({ t, defaults }: { t: Translate<Key>; defaults: ModelDefaults }) {
  const headingId = useId();
  const set = (isSet: boolean) => t(isSet ? 'admin.models.secretSet' : 'admin.models.apiKeyUnset');
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {t('admin.models.about')}
      </h2>
      <p className={css.note}>{t('admin.models.siteEndpoint', { baseUrl: set(defaults.baseUrlSet), apiKey: set(defaults.apiKeySet) })}</p>
      {defaults.environment ? <p className={css.note}>{t('admin.models.environment')}</p> : null}
      <p className={defaults.demoMode ? css.notice : css.note}>
        {defaults.demoMode ? <strong>{t('admin.models.demoModeOn')}</strong> : null}
        {t('admin.models.demoMode')}
      </p>
    </section>
  );
}

function ModelList({ t, state, send }: { t: Translate<Key>; state: ModelsSnapshot; send: Send }) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  /** The move button pressed: focus returns to it (or its twin at an end) once the list is in its new order. */
  const moved = useRef<{ id: number; offset: -1 | 1 } | null>(null);
  const { models, busyId } = state.context;
  const ready = state.matches('ready');
  const loading = state.matches('loading');
  useEffect(() => {
    const last = moved.current;
    if (!ready || !last || !listRef.current) return;
    moved.current = null;
    const row = listRef.current.querySelector(`[data-model="${last.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${last.offset}"]:not([disabled])`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [ready, models]);
  const defaultId = defaultModelId(models);
  const move = (id: number, offset: -1 | 1) => {
    moved.current = { id, offset };
    send({ type: 'models.move', id, offset });
  };
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {t('admin.models.list')}
      </h2>
      <p className={css.note}>{t('admin.models.orderNote')}</p>
      {loading ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : models.length === 0 ? (
        <p className={css.muted}>{t('admin.models.empty')}</p>
      ) : (
        <ol ref={listRef} className={modelsCss.list} aria-labelledby={headingId} aria-busy={!ready || undefined}>
          {models.map((model, index) => {
            const name = model.modelName;
            const busy = !ready || busyId !== null;
            return (
              <li key={model.id} data-model={model.id} className={modelsCss.item}>
                <span className={modelsCss.position} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={modelsCss.summary}>
                  <span className={modelsCss.nameLine}>
                    <strong className={modelsCss.name}>{name}</strong>
                    {model.id === defaultId ? (
                      <Badge tone="accent" size="sm">
                        {t('admin.models.default')}
                      </Badge>
                    ) : null}
                    {model.isEnabled ? null : (
                      <Badge tone="neutral" size="sm">
                        {t('admin.models.disabled')}
                      </Badge>
                    )}
                  </span>
                  <span className={modelsCss.details}>
                    <span className={css.code}>{model.model}</span>
                    <span>{t(`admin.models.modelType.${model.modelType}` as ModelsMessageKey)}</span>
                    <span>{priceText(t, model)}</span>
                    <span>{t(endpointLabels[model.endpoint])}</span>
                  </span>
                </div>
                <div className={modelsCss.controls}>
                  <Button
                    variant="quiet"
                    size="sm"
                    data-move="-1"
                    aria-label={t('admin.models.moveUpNamed', { name })}
                    isDisabled={busy || index === 0}
                    onPress={() => move(model.id, -1)}
                  >
                    {t('admin.models.moveUp')}
                  </Button>
                  <Button
                    variant="quiet"
                    size="sm"
                    data-move="1"
                    aria-label={t('admin.models.moveDownNamed', { name })}
                    isDisabled={busy || index === models.length - 1}
                    onPress={() => move(model.id, 1)}
                  >
                    {t('admin.models.moveDown')}
                  </Button>
                  <Switch
                    aria-label={t('admin.models.enabledNamed', { name })}
                    isSelected={model.isEnabled}
                    isDisabled={busy}
                    onChange={(isEnabled) => send({ type: 'models.toggle', id: model.id, isEnabled })}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('admin.models.editNamed', { name })}
                    isDisabled={busy}
                    onPress={() => send({ type: 'models.edit', id: model.id })}
                  >
                    {t('admin.models.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('admin.models.deleteNamed', { name })}
                    isDisabled={busy}
                    onPress={() => send({ type: 'models.delete', id: model.id })}
                  >
                    {t('admin.models.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={modelsCss.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.groupTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function ModelFormDialog({ t, state, send }: { t: Translate<Key>; state: ModelsSnapshot; send: Send }) {
  const levelsId = useId();
  const saving = state.matches('saving');
  const busy = saving || state.matches('savingEndpoint') || state.matches('testing');
  const open = busy || state.matches('editing');
  const { draft, errors, submitError, editingId, levels } = state.context;
  const change = (values: Partial<ModelDraft>) => send({ type: 'form.change', values });
  const error = (field: ModelField) => fieldError(t, errors[field] ?? null);
  const text = (field: 'deduct' | 'vipFreeNum' | 'maxModelTokens' | 'maxResponseTokens' | 'maxRounds' | 'rounds', description?: string) => (
    <TextField
      label={t(`admin.models.${field}`)}
      description={description}
      inputMode="numeric"
      value={draft[field]}
      onChange={(value) => change({ [field]: value })}
      {...error(field)}
    />
  );
  return (
    <Modal isOpen={open} onOpenChange={(isOpen) => !isOpen && !busy && send({ type: 'form.cancel' })} isKeyboardDismissDisabled={busy} size="lg">
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
          title={t(editingId === null ? 'admin.models.createTitle' : 'admin.models.editTitle')}
          closeLabel={t('admin.models.close')}
          footer={
            <>
              <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'form.cancel' })}>
                {t('admin.models.cancel')}
              </Button>
              <Button type="submit" variant="primary" isDisabled={busy && !saving} isPending={saving} pendingLabel={t('admin.models.saving')}>
                {t('admin.models.save')}
              </Button>
            </>
          }
        >
          <div className={css.form}>
            <Group title={t('admin.models.group.basic')}>
              <div className={css.fieldGrid}>
                <TextField
                  label={t('admin.models.modelName')}
                  value={draft.modelName}
                  onChange={(modelName) => change({ modelName })}
                  {...error('modelName')}
                />
                <TextField
                  label={t('admin.models.model')}
                  description={t('admin.models.modelNote')}
                  value={draft.model}
                  onChange={(model) => change({ model })}
                  {...error('model')}
                />
                <TextField label={t('admin.models.cover')} value={draft.cover} onChange={(cover) => change({ cover })} {...error('cover')} />
              </div>
              <TextArea
                label={t('admin.models.description')}
                rows={2}
                value={draft.description}
                onChange={(description) => change({ description })}
                {...error('description')}
              />
              <RadioGroup
                label={t('admin.models.modelType')}
                orientation="horizontal"
                value={draft.modelType}
                onChange={(value) => change({ modelType: value as ModelDraft['modelType'] })}
              >
                {modelTypeNames.map((name) => (
                  <Radio key={name} value={name}>
                    {t(`admin.models.modelType.${name}`)}
                  </Radio>
                ))}
              </RadioGroup>
              <RadioGroup
                label={t('admin.models.keyType')}
                orientation="horizontal"
                value={String(draft.keyType)}
                onChange={(value) => change({ keyType: value === '2' ? 2 : 1 })}
              >
                <Radio value="1">{t('admin.models.keyType.1')}</Radio>
                <Radio value="2">{t('admin.models.keyType.2')}</Radio>
              </RadioGroup>
              <Switch isSelected={draft.isEnabled} onChange={(isEnabled) => change({ isEnabled })}>
                {t('admin.models.isEnabled')}
              </Switch>
            </Group>
            <Group title={t('admin.models.group.billing')}>
              <RadioGroup
                label={t('admin.models.deductType')}
                orientation="horizontal"
                value={String(draft.deductType)}
                onChange={(value) => change({ deductType: value === '2' ? 2 : 1 })}
              >
                <Radio value="1">{t('admin.models.deductType.1')}</Radio>
                <Radio value="2">{t('admin.models.deductType.2')}</Radio>
              </RadioGroup>
              <div className={css.fieldGrid}>
                {text('deduct')}
                {text('vipFreeNum', t('admin.models.vipFreeNumNote'))}
              </div>
            </Group>
            <Group title={t('admin.models.group.context')}>
              <div className={css.fieldGrid}>
                {text('maxModelTokens')}
                {text('maxResponseTokens')}
                {text('maxRounds')}
                {text('rounds')}
                <TextField
                  label={t('admin.models.topN')}
                  description={t('admin.models.topNNote', { max: topNMax(draft.keyType) })}
                  inputMode="decimal"
                  value={draft.topN}
                  onChange={(topN) => change({ topN })}
                  {...error('topN')}
                />
              </div>
              <TextArea
                label={t('admin.models.systemMessage')}
                rows={3}
                value={draft.systemMessage}
                onChange={(systemMessage) => change({ systemMessage })}
                {...error('systemMessage')}
              />
            </Group>
            <Group title={t('admin.models.group.abilities')}>
              <div className={modelsCss.choices}>
                <Switch isSelected={draft.canUpload} onChange={(canUpload) => change({ canUpload })}>
                  {t('admin.models.canUpload')}
                </Switch>
                <Switch isSelected={draft.canAudio} onChange={(canAudio) => change({ canAudio })}>
                  {t('admin.models.canAudio')}
                </Switch>
              </div>
            </Group>
            <Group title={t('admin.models.group.levels')}>
              <p id={levelsId} className={css.note}>
                {t('admin.models.levelsNote')}
              </p>
              {levels.length === 0 ? (
                <p className={css.muted}>{t('admin.models.levelsNone')}</p>
              ) : (
                <div className={modelsCss.choices} role="group" aria-label={t('admin.models.group.levels')} aria-describedby={levelsId}>
                  {levels.map((level) => (
                    <Checkbox
                      key={level.id}
                      isSelected={draft.vipLevelIds.includes(level.id)}
                      onChange={(selected) =>
                        change({ vipLevelIds: selected ? [...draft.vipLevelIds, level.id] : draft.vipLevelIds.filter((id) => id !== level.id) })
                      }
                    >
                      {level.name}
                    </Checkbox>
                  ))}
                </div>
              )}
            </Group>
            {submitError ? (
              <p className={css.formError} role="alert">
                {messageText(t, submitError)}
              </p>
            ) : null}
            <Group title={t('admin.models.group.endpoint')}>
              {editingId === null ? <p className={css.note}>{t('admin.models.endpointAfterCreate')}</p> : <EndpointFields t={t} state={state} send={send} />}
            </Group>
          </div>
        </Dialog>
      </form>
    </Modal>
  );
}

/** The model's own endpoint: its address, its write-only key (saved through the confirmation), and 测试连接. */
function EndpointFields({ t, state, send }: { t: Translate<Key>; state: ModelsSnapshot; send: Send }) {
  const { endpointDraft, endpointError, testResult, models, editingId } = state.context;
  const model = models.find((entry) => entry.id === editingId);
  if (!model) return null;
  const savingEndpoint = state.matches('savingEndpoint');
  const testing = state.matches('testing');
  const busy = !state.matches('editing');
  const keyStatus = endpointDraft.clear ? t('admin.models.apiKeyCleared') : t(model.apiKeySet ? 'admin.models.apiKeySet' : 'admin.models.apiKeyUnset');
  // Enter in these fields saves the endpoint, not the model's form around them.
  const saveOnEnter = (event: { key: string; preventDefault: () => void }) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    send({ type: 'endpoint.save' });
  };
  return (
    <>
      <p className={css.note}>{t('admin.models.endpointUses', { endpoint: t(endpointLabels[model.endpoint]) })}</p>
      <TextField
        label={t('admin.models.baseUrl')}
        description={t('admin.models.baseUrlNote')}
        inputMode="url"
        value={endpointDraft.baseUrl}
        onChange={(baseUrl) => send({ type: 'endpoint.change', values: { baseUrl } })}
        onKeyDown={saveOnEnter}
      />
      <div className={css.secretRow}>
        <PasswordField
          label={t('admin.models.apiKey')}
          description={keyStatus}
          autoComplete="off"
          showLabel={t('admin.showPassword')}
          hideLabel={t('admin.hidePassword')}
          value={endpointDraft.apiKey}
          onChange={(apiKey) => send({ type: 'endpoint.change', values: { apiKey } })}
          onKeyDown={saveOnEnter}
        />
        <Button
          variant="quiet"
          size="sm"
          isDisabled={busy || !model.apiKeySet || endpointDraft.clear}
          aria-label={t('admin.models.apiKeyClearNamed')}
          onPress={() => send({ type: 'endpoint.clear' })}
        >
          {t('admin.models.apiKeyClear')}
        </Button>
      </div>
      {endpointError ? (
        <p className={css.formError} role="alert">
          {messageText(t, endpointError)}
        </p>
      ) : null}
      <div className={css.actions}>
        <span className={css.muted}>{t('admin.models.testNote')}</span>
        <Button
          variant="secondary"
          isDisabled={busy && !testing}
          isPending={testing}
          pendingLabel={t('admin.models.testing')}
          onPress={() => send({ type: 'model.test' })}
        >
          {t('admin.models.test')}
        </Button>
        <Button
          variant="primary"
          isDisabled={busy && !savingEndpoint}
          isPending={savingEndpoint}
          pendingLabel={t('admin.models.saving')}
          onPress={() => send({ type: 'endpoint.save' })}
        >
          {t('admin.models.endpointSave')}
        </Button>
      </div>
      <div role="status">
        {testResult ? (
          testResult.ok ? (
            <p className={modelsCss.testOk}>{t('admin.models.testOk', { latency: testResult.latencyMs ?? 0 })}</p>
          ) : (
            <p className={css.formError}>{testResult.message ?? t('admin.requestFailed')}</p>
          )
        ) : null}
      </div>
    </>
  );
}
