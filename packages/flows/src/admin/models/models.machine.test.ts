import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { modelsCatalog } from './messages';
import { emptyModelDraft, endpointBody, modelBody, type AdminModel, type EndpointBody } from './modelForm';
import { defaultModelId, modelsMachine, movedOrder, type ModelSave, type ModelsData, type ModelTestResult } from './models.machine';
import { modelDeletion, modelEndpointChange } from './requests';

const model = (id: number, overrides: Partial<AdminModel> = {}): AdminModel => ({
  id,
  modelName: `模型${id}`,
  model: `m-${id}`,
  cover: '',
  description: '',
  keyType: 1,
  modelType: 'chat',
  deductType: 1,
  deduct: 1,
  vipFreeNum: 0,
  maxModelTokens: 8096,
  maxResponseTokens: 4000,
  maxRounds: 12,
  rounds: 8,
  topN: 0.8,
  systemMessage: '',
  canUpload: false,
  canAudio: false,
  isEnabled: true,
  vipLevelIds: [],
  sort: id,
  baseUrl: '',
  apiKeySet: false,
  endpoint: 'site',
  ...overrides,
});

const data = (): ModelsData => ({
  models: [model(1), model(2, { apiKeySet: true, baseUrl: 'https://api.example.com/v1', endpoint: 'model' }), model(3)],
  defaults: { baseUrlSet: true, apiKeySet: true, environment: false, demoMode: false },
  levels: [{ id: 7, name: '超级会员' }],
});

function start(
  overrides: Partial<Record<'load' | 'save' | 'setEnabled' | 'reorder' | 'saveEndpoint' | 'remove' | 'test', (input: never) => Promise<unknown>>> = {},
) {
  const defaults = {
    load: vi.fn(async () => data()),
    save: vi.fn(async ({ id, body }: ModelSave) => model(id ?? 9, { ...body })),
    setEnabled: vi.fn(async ({ id, isEnabled }: { id: number; isEnabled: boolean }) => model(id, { isEnabled })),
    reorder: vi.fn(async (ids: number[]) => ids.map((id) => model(id))),
    saveEndpoint: vi.fn(async ({ model: changed, body }: { model: AdminModel; body: EndpointBody }) =>
      model(changed.id, { baseUrl: body.baseUrl, apiKeySet: body.apiKey === undefined ? changed.apiKeySet : body.apiKey !== null }),
    ),
    remove: vi.fn(async (_model: AdminModel): Promise<unknown> => null),
    test: vi.fn(async (_model: AdminModel): Promise<ModelTestResult> => ({ ok: true, latencyMs: 42 })),
  };
  const services = Object.assign(defaults, overrides) as typeof defaults;
  const notify = vi.fn();
  const machine = modelsMachine.provide({
    actors: {
      load: fromPromise(() => services.load() as Promise<ModelsData>),
      save: fromPromise(({ input }) => services.save(input as never) as Promise<AdminModel>),
      setEnabled: fromPromise(({ input }) => services.setEnabled(input as never) as Promise<AdminModel>),
      reorder: fromPromise(({ input }) => services.reorder(input as never) as Promise<AdminModel[]>),
      saveEndpoint: fromPromise(({ input }) => services.saveEndpoint(input as never) as Promise<AdminModel>),
      remove: fromPromise(({ input }) => services.remove(input as never)),
      test: fromPromise(({ input }) => services.test(input as never) as Promise<ModelTestResult>),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, services };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: string) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const ids = (actor: Actor) => actor.getSnapshot().context.models.map((entry) => entry.id);

describe('modelBody', () => {
  const valid = { ...emptyModelDraft, modelName: ' 灵犀 ', model: ' gpt-4o ' };

  it('sends numbers parsed and names trimmed', () => {
    expect(modelBody(valid).body).toMatchObject({ modelName: '灵犀', model: 'gpt-4o', deduct: 1, maxModelTokens: 8096, topN: 0.8, vipLevelIds: [] });
  });

  it('checks every field by the server’s rules', () => {
    const keys = (draft: typeof valid) => Object.fromEntries(Object.entries(modelBody(draft).errors).map(([field, ref]) => [field, ref?.key]));
    expect(keys({ ...valid, modelName: ' ', model: '' })).toEqual({ modelName: 'admin.models.nameRequired', model: 'admin.models.modelRequired' });
    expect(keys({ ...valid, deduct: '-1', vipFreeNum: '-2', maxModelTokens: '999', maxResponseTokens: '99' })).toEqual({
      deduct: 'admin.models.wholeNumber',
      vipFreeNum: 'admin.models.wholeNumber',
      maxModelTokens: 'admin.models.wholeNumber',
      maxResponseTokens: 'admin.models.wholeNumber',
    });
    expect(keys({ ...valid, maxModelTokens: '2000', maxResponseTokens: '3000' })).toEqual({ maxResponseTokens: 'admin.models.responseOverContext' });
    expect(keys({ ...valid, maxRounds: '4', rounds: '5' })).toEqual({ rounds: 'admin.models.roundsRange' });
    expect(keys({ ...valid, maxRounds: '0' })).toEqual({ maxRounds: 'admin.models.roundsRange' });
    expect(keys({ ...valid, topN: '1.2' })).toEqual({});
    expect(keys({ ...valid, keyType: 2, topN: '1.2' })).toEqual({ topN: 'admin.models.topNInvalid' });
    expect(keys({ ...valid, topN: '0.85' })).toEqual({ topN: 'admin.models.topNInvalid' });
    expect(modelBody({ ...valid, vipFreeNum: '-1' }).body?.vipFreeNum).toBe(-1);
  });

  it('makes the endpoint change: absent keeps the key, null clears it, nothing when nothing changed', () => {
    const own = model(2, { baseUrl: 'https://a/v1', apiKeySet: true });
    expect(endpointBody({ baseUrl: 'https://a/v1', apiKey: ' ', clear: false }, own)).toBeNull();
    expect(endpointBody({ baseUrl: ' https://b/v1 ', apiKey: '', clear: false }, own)).toEqual({ baseUrl: 'https://b/v1' });
    expect(endpointBody({ baseUrl: 'https://a/v1', apiKey: ' sk-1 ', clear: false }, own)).toEqual({ baseUrl: 'https://a/v1', apiKey: 'sk-1' });
    expect(endpointBody({ baseUrl: '', apiKey: '', clear: true }, own)).toEqual({ baseUrl: '', apiKey: null });
  });

  it('names the order’s default and moves one place within the ends', () => {
    const list = [model(1, { isEnabled: false }), model(2, { modelType: 'draw' }), model(3), model(4)];
    expect(defaultModelId(list)).toBe(3);
    expect(movedOrder(list, 3, -1)).toEqual([1, 3, 2, 4]);
    expect(movedOrder(list, 1, -1)).toBeNull();
    expect(movedOrder(list, 4, 1)).toBeNull();
  });

  it('shows the change to confirm without the key', () => {
    const t = createTranslator([modelsCatalog], 'zh-CN');
    const own = model(2, { modelName: '灵犀 Pro', baseUrl: 'https://a/v1', apiKeySet: true });
    const { request, changes } = modelEndpointChange(t, own, { baseUrl: '', apiKey: 'sk-secret' });
    expect(request).toEqual({ method: 'POST', path: '/api/admin/models/2/endpoint', body: { baseUrl: '', apiKey: 'sk-secret' } });
    expect(changes).toEqual([
      { label: '灵犀 Pro · 接口地址', before: 'https://a/v1', after: '（站点默认接口）' },
      { label: '灵犀 Pro · 接口密钥', before: '已设置', after: '将替换为新密钥' },
    ]);
    expect(JSON.stringify(changes)).not.toContain('sk-secret');
    expect(modelDeletion(t, own)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/models/2' },
      changes: [{ label: '删除模型', after: '灵犀 Pro（m-2）' }],
    });
  });
});

describe('modelsMachine', () => {
  it('loads the models, the defaults and the levels; a failure offers a retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(data());
    const { actor } = start({ load });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'models.retry' });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.levels).toEqual([{ id: 7, name: '超级会员' }]);
  });

  it('moves a model one place through the server’s order, never past an end', async () => {
    const { actor, services, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'models.move', id: 1, offset: -1 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'models.move', id: 3, offset: -1 });
    expect(actor.getSnapshot().context.busyId).toBe(3);
    await settled(actor, 'ready');
    expect(services.reorder).toHaveBeenCalledWith([1, 3, 2]);
    expect(ids(actor)).toEqual([1, 3, 2]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.models.moved' } });
  });

  it('keeps the order when the server refuses a move, and says why', async () => {
    const { actor, notify } = start({ reorder: async () => Promise.reject(new Error('排序须列出每个模型各一次')) });
    await settled(actor, 'ready');
    actor.send({ type: 'models.move', id: 2, offset: 1 });
    await settled(actor, 'ready');
    expect(ids(actor)).toEqual([1, 2, 3]);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '排序须列出每个模型各一次' } });
  });

  it('switches a model off, and shows the server’s refusal of the last enabled chat model', async () => {
    const { actor, services } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'models.toggle', id: 3, isEnabled: false });
    await settled(actor, 'ready');
    expect(services.setEnabled).toHaveBeenCalledWith({ id: 3, isEnabled: false });
    expect(actor.getSnapshot().context.models[2]!.isEnabled).toBe(false);

    const refused = start({ setEnabled: async () => Promise.reject(new Error('至少保留一个启用的对话模型')) });
    await settled(refused.actor, 'ready');
    refused.actor.send({ type: 'models.toggle', id: 1, isEnabled: false });
    await settled(refused.actor, 'ready');
    expect(refused.actor.getSnapshot().context.models[0]!.isEnabled).toBe(true);
    expect(refused.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '至少保留一个启用的对话模型' } });
  });

  it('creates a model: nothing is sent while a field is wrong; the new one joins the end of the list', async () => {
    const { actor, services, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'models.new' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['modelName', 'model']);
    expect(services.save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', values: { modelName: '新模型', model: 'new-1', vipLevelIds: [7] } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(services.save).toHaveBeenCalledWith({ id: null, body: expect.objectContaining({ modelName: '新模型', model: 'new-1', vipLevelIds: [7] }) });
    expect(ids(actor)).toEqual([1, 2, 3, 9]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.models.created' } });
  });

  it('keeps the form and shows the server’s refusal of a save', async () => {
    const { actor } = start({ save: async () => Promise.reject(new Error('模型 ID m-3 已被其他模型使用')) });
    await settled(actor, 'ready');
    actor.send({ type: 'models.edit', id: 1 });
    actor.send({ type: 'form.change', values: { model: 'm-3' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '模型 ID m-3 已被其他模型使用' });
    expect(actor.getSnapshot().context.draft.model).toBe('m-3');
  });

  it('saves the endpoint through the confirmation only when it changes; closing the confirmation keeps the draft', async () => {
    const cancelled = vi.fn().mockRejectedValueOnce(new ConfirmCancelled());
    const { actor, services } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'models.edit', id: 2 });
    expect(actor.getSnapshot().context.endpointDraft).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: '', clear: false });
    actor.send({ type: 'endpoint.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'endpoint.change', values: { baseUrl: 'ftp://x' } });
    actor.send({ type: 'endpoint.save' });
    expect(actor.getSnapshot().context.endpointError).toEqual({ key: 'admin.models.baseUrlInvalid' });
    actor.send({ type: 'endpoint.change', values: { baseUrl: 'https://api.example.com/v1' } });
    actor.send({ type: 'endpoint.clear' });
    services.saveEndpoint.mockImplementationOnce(cancelled);
    actor.send({ type: 'endpoint.save' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.endpointDraft.clear).toBe(true);
    actor.send({ type: 'endpoint.save' });
    await settled(actor, 'editing');
    expect(services.saveEndpoint).toHaveBeenLastCalledWith({
      model: expect.objectContaining({ id: 2 }),
      body: { baseUrl: 'https://api.example.com/v1', apiKey: null },
    });
    expect(actor.getSnapshot().context.models[1]!.apiKeySet).toBe(false);
    expect(actor.getSnapshot().context.endpointDraft).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: '', clear: false });
  });

  it('tests the saved endpoint: the latency, or the mapped error', async () => {
    const test = vi.fn().mockResolvedValueOnce({ ok: true, latencyMs: 42 }).mockResolvedValueOnce({ ok: false, message: '模型服务密钥无效，请联系管理员' });
    const { actor } = start({ test });
    await settled(actor, 'ready');
    actor.send({ type: 'models.new' });
    actor.send({ type: 'model.test' });
    expect(test).not.toHaveBeenCalled();
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'models.edit', id: 2 });
    actor.send({ type: 'model.test' });
    expect(actor.getSnapshot().value).toBe('testing');
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.testResult).toEqual({ ok: true, latencyMs: 42 });
    actor.send({ type: 'model.test' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.testResult).toEqual({ ok: false, message: '模型服务密钥无效，请联系管理员' });
  });

  it('deletes once confirmed; a cancelled confirmation changes nothing; a refusal is a toast', async () => {
    const remove = vi
      .fn()
      .mockRejectedValueOnce(new ConfirmCancelled())
      .mockRejectedValueOnce(new Error('该模型已有对话记录，不能删除；不再使用请停用它'))
      .mockResolvedValue(null);
    const { actor, notify } = start({ remove });
    await settled(actor, 'ready');
    for (let attempt = 0; attempt < 3; attempt++) {
      actor.send({ type: 'models.delete', id: 3 });
      await settled(actor, 'ready');
    }
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '该模型已有对话记录，不能删除；不再使用请停用它' } });
    expect(ids(actor)).toEqual([1, 2]);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.models.deleted' } });
  });
});
