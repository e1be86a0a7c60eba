import { Button, PasswordField, Select, SelectItem, Skeleton, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as adminCss from '../admin.css';
import { Section } from '../common/controls';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import { type DraftKey, type EndpointValues, type KnowledgeAdminData, type KnowledgeSettingValues, quotaKeys, quotaTiers } from './knowledgeAdmin';
import { type EndpointTest, type EndpointTestInput, knowledgeAdminMachine, type KnowledgeAdminSnapshot } from './knowledgeAdmin.machine';
import * as css from './knowledgeAdmin.css';
import type { KnowledgeAdminMessageKey } from './messages';

type Key = KnowledgeAdminMessageKey | AdminMessageKey;
type Send = (event: Parameters<ReturnType<typeof useMachine<typeof knowledgeAdminMachine>>[1]>[0]) => void;

export interface KnowledgeAdminServices {
  /** GET /admin/knowledge/settings. */
  load: () => Promise<KnowledgeAdminData>;
  /** POST /admin/knowledge/settings {values}: the changed settings. */
  save: (values: Partial<KnowledgeSettingValues>) => Promise<unknown>;
  /** POST /admin/knowledge/endpoint {values}, through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  saveEndpoint: (values: EndpointValues) => Promise<unknown>;
  /** POST /admin/knowledge/test: 测试连接 with the endpoint as typed. */
  test: (input: EndpointTestInput) => Promise<EndpointTest>;
}

export interface KnowledgeAdminScreenProps {
  t: Translate<Key>;
  locale: FlowLocale;
  services: KnowledgeAdminServices;
  notify: (notice: Notice<Key>) => void;
}

/** 知识库设置: what search runs on and what users hold; prices, models, quotas; the embedding endpoint (confirmed). */
export function KnowledgeAdminScreen({ t, locale, services, notify }: KnowledgeAdminScreenProps) {
  const [state, send] = useMachine(
    knowledgeAdminMachine.provide({
      actors: {
        load: fromPromise(() => services.load()),
        save: fromPromise(({ input }) => services.save(input)),
        saveEndpoint: fromPromise(({ input }) => services.saveEndpoint(input)),
        test: fromPromise(({ input }) => services.test(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const data = state.context.data;
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.knowledge.title')}</h1>
      {state.matches('loading') ? (
        <div role="status" aria-label={t('admin.loading')}>
          <Skeleton lines={8} />
        </div>
      ) : null}
      {state.matches('failed') ? <LoadFailed t={t} error={state.context.loadError} onRetry={() => send({ type: 'retry' })} /> : null}
      {data && !state.matches('loading') ? (
        <>
          {data.demoMode ? (
            <p className={adminCss.notice} role="note">
              {t('admin.knowledge.demoMode')}
            </p>
          ) : null}
          <Status t={t} locale={locale} data={data} />
          <SettingsForm t={t} state={state} send={send} />
          <EndpointForm t={t} state={state} send={send} />
        </>
      ) : null}
    </div>
  );
}

const usageKeys = ['users', 'bases', 'documents', 'pages', 'passages'] as const;

function Status({ t, locale, data }: { t: Translate<Key>; locale: FlowLocale; data: KnowledgeAdminData }) {
  const number = new Intl.NumberFormat(locale);
  return (
    <Section title={t('admin.knowledge.status')} note={t(`admin.knowledge.vectors.${data.vectors}`)}>
      <dl className={adminCss.definitionList} aria-label={t('admin.knowledge.usage')}>
        {usageKeys.map((key) => (
          <div key={key} className={adminCss.contents}>
            <dt className={adminCss.muted}>{t(`admin.knowledge.usage.${key}`)}</dt>
            <dd className={css.figure}>{number.format(data.usage[key])}</dd>
          </div>
        ))}
      </dl>
      <h3 className={adminCss.groupTitle}>{t('admin.knowledge.spaces')}</h3>
      {data.spaces.length === 0 ? (
        <p className={adminCss.muted}>{t('admin.knowledge.noSpaces')}</p>
      ) : (
        <ul aria-label={t('admin.knowledge.spaces')} className={css.spaces}>
          {data.spaces.map((space) => (
            <li key={space.id}>
              <span className={adminCss.code}>{space.model}</span> · {t('admin.knowledge.space.dimensions')} {space.dimensions} ·{' '}
              {t(`admin.knowledge.space.${space.status as 'active' | 'building' | 'retired'}`)} · {t('admin.knowledge.space.vectors')}{' '}
              {number.format(space.vectors)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

interface FormProps {
  t: Translate<Key>;
  state: KnowledgeAdminSnapshot;
  send: Send;
}

const problemText = (t: Translate<Key>, state: KnowledgeAdminSnapshot, key: DraftKey) => {
  const problem = state.context.problems[key];
  return fieldError(t, problem ? { key: `admin.knowledge.problem.${problem}` as const } : null);
};

function SettingsForm({ t, state, send }: FormProps) {
  const saving = state.matches('saving');
  const { drafts, data } = state.context;
  const field = (name: 'knowledgeEmbedPoints' | 'knowledgeEmbedPages' | 'knowledgeMinSimilarity', inputMode: 'numeric' | 'decimal') => (
    <TextField
      label={t(`admin.knowledge.field.${name}`)}
      inputMode={inputMode}
      value={drafts[name]}
      onChange={(value) => send({ type: 'change', key: name, value })}
      isDisabled={saving}
      {...(name === 'knowledgeEmbedPoints' ? { endAdornment: t('admin.knowledge.points') } : {})}
      {...problemText(t, state, name)}
    />
  );
  const modelSelect = (name: 'knowledgeChatModel' | 'knowledgeAssistModel', none: string) => (
    <Select
      label={t(`admin.knowledge.field.${name}`)}
      selectedKey={drafts[name]}
      onSelectionChange={(key) => send({ type: 'change', key: name, value: String(key ?? '') })}
      isDisabled={saving}
    >
      <SelectItem id="">{none}</SelectItem>
      {data!.chatModels.map((model) => (
        <SelectItem key={model.model} id={model.model} textValue={model.name}>
          {model.name}
        </SelectItem>
      ))}
    </Select>
  );
  return (
    <SubmitForm className={adminCss.screen} onSubmit={() => send({ type: 'save' })}>
      <Section title={t('admin.knowledge.prices')} note={t('admin.knowledge.pricesNote')}>
        <div className={adminCss.fieldGrid}>
          {field('knowledgeEmbedPoints', 'numeric')}
          {field('knowledgeEmbedPages', 'numeric')}
          {field('knowledgeMinSimilarity', 'decimal')}
          {modelSelect('knowledgeChatModel', t('admin.knowledge.chatDefault'))}
          {modelSelect('knowledgeAssistModel', t('admin.knowledge.assistDefault'))}
        </div>
      </Section>
      <Section title={t('admin.knowledge.quotas')} note={t('admin.knowledge.quotasNote')}>
        {quotaTiers.map((tier) => (
          <div key={tier} className={adminCss.fieldGrid} role="group" aria-label={t(`admin.knowledge.tier.${tier}`)}>
            <h3 className={`${adminCss.groupTitle} ${adminCss.wide}`}>{t(`admin.knowledge.tier.${tier}`)}</h3>
            {quotaKeys.map((key) => (
              <TextField
                key={key}
                label={t('admin.knowledge.quotaField', { tier: t(`admin.knowledge.tier.${tier}`), what: t(`admin.knowledge.quota.${key}`) })}
                inputMode="numeric"
                value={drafts.quotas[`${tier}.${key}`]}
                onChange={(value) => send({ type: 'change', key: `${tier}.${key}`, value })}
                isDisabled={saving}
                {...problemText(t, state, `${tier}.${key}`)}
              />
            ))}
          </div>
        ))}
      </Section>
      <div className={adminCss.actions}>
        <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'discard' })}>
          {t('admin.knowledge.discard')}
        </Button>
        <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.knowledge.saving')}>
          {t('admin.knowledge.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}

/** The endpoint (its address is no secret from the operator), the write-only key, and 测试连接. */
function EndpointForm({ t, state, send }: FormProps) {
  const saving = state.matches('savingEndpoint');
  const testing = state.matches('testing');
  const { key, data, drafts, test } = state.context;
  const keyStatus = key.clear ? t('admin.site.secretCleared') : t(data!.keySet ? 'admin.site.secretSet' : 'admin.site.secretUnset');
  const text = (name: 'knowledgeEmbeddingUrl' | 'knowledgeEmbeddingModel' | 'knowledgeEmbeddingDimensions') => (
    <TextField
      label={t(`admin.knowledge.field.${name}`)}
      inputMode={name === 'knowledgeEmbeddingUrl' ? 'url' : name === 'knowledgeEmbeddingDimensions' ? 'numeric' : 'text'}
      autoComplete="off"
      {...(name === 'knowledgeEmbeddingUrl' ? { placeholder: 'https://api.openai.com/v1' } : {})}
      value={drafts[name]}
      onChange={(value) => send({ type: 'change', key: name, value })}
      isDisabled={saving}
      {...problemText(t, state, name)}
    />
  );
  return (
    <Section title={t('admin.knowledge.endpoint')} note={t('admin.knowledge.endpointNote')}>
      <SubmitForm className={adminCss.form} onSubmit={() => send({ type: 'endpoint.save' })}>
        <div className={adminCss.fieldGrid}>
          <div className={adminCss.wide}>{text('knowledgeEmbeddingUrl')}</div>
          {text('knowledgeEmbeddingModel')}
          {text('knowledgeEmbeddingDimensions')}
          <div className={`${adminCss.secretRow} ${adminCss.wide}`}>
            <PasswordField
              label={t('admin.knowledge.key')}
              autoComplete="off"
              value={key.value}
              onChange={(value) => send({ type: 'key.change', value })}
              description={keyStatus}
              showLabel={t('admin.showPassword')}
              hideLabel={t('admin.hidePassword')}
            />
            <Button
              variant="quiet"
              size="sm"
              isDisabled={!data!.keySet || key.clear}
              onPress={() => send({ type: 'key.clear' })}
              aria-label={`${t('admin.site.secretClear')} ${t('admin.knowledge.key')}`}
            >
              {t('admin.site.secretClear')}
            </Button>
          </div>
        </div>
        {test ? (
          <p className={test.ok ? adminCss.note : adminCss.formError} role="status">
            {test.ok ? t('admin.knowledge.testOk', { dimensions: test.dimensions, ms: test.ms }) : t('admin.knowledge.testFailed', { error: test.error ?? '' })}
          </p>
        ) : null}
        <div className={adminCss.actions}>
          <Button
            variant="secondary"
            isPending={testing}
            pendingLabel={t('admin.knowledge.testing')}
            isDisabled={saving}
            onPress={() => send({ type: 'endpoint.test' })}
          >
            {t('admin.knowledge.test')}
          </Button>
          <Button type="submit" variant="primary" isPending={saving} isDisabled={testing} pendingLabel={t('admin.knowledge.saving')}>
            {t('admin.knowledge.endpointSave')}
          </Button>
        </div>
      </SubmitForm>
    </Section>
  );
}
