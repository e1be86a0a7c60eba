import { ApiError } from '@lingxi/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AppFieldRefusal, appFormBody, emptyAppForm } from '../appStore/appForm';
import { appLogoFixture } from '../appStore/appStoreFixtures';
import { type CreateAppEvent, type CreateAppInput, provideCreateApp } from '../appStore/createApp.machine';
import { deferred } from '../settings/testing';
import { agentFormServices, agentModelChoices, agentRefusal, agentSetBody, type AgentStoreServices } from './agentForm';
import { agentCategoriesFixture, agentModelsFixture, myAgentsFixture } from './agentsFixtures';
import { agentAsMyApp, type AgentModelRow, type AgentSetBody } from './agentsTypes';

const modelRow = (id: number, modelName: string) => ({ id, modelName }) as AgentModelRow;

describe('agentModelChoices', () => {
  it('offers the operator’s app models; with none, the chat models', async () => {
    const list = vi.fn(async (modelType: 'app' | 'chat') => (modelType === 'app' ? [modelRow(11, 'GPT-4o')] : [modelRow(1, 'GPT-4o mini')]));
    await expect(agentModelChoices(list)).resolves.toEqual([{ id: 11, modelName: 'GPT-4o' }]);
    expect(list).toHaveBeenCalledTimes(1);
    const noAppModels = vi.fn(async (modelType: 'app' | 'chat') => (modelType === 'app' ? [] : [modelRow(1, 'GPT-4o mini'), modelRow(2, 'GPT-4o')]));
    await expect(agentModelChoices(noAppModels)).resolves.toEqual([
      { id: 1, modelName: 'GPT-4o mini' },
      { id: 2, modelName: 'GPT-4o' },
    ]);
    expect(noAppModels.mock.calls).toEqual([['app'], ['chat']]);
  });
});

describe('agentSetBody and agentRefusal', () => {
  it('puts dialog 7’s form in /gpts/set’s words; the model 0 is the site’s default; apps send no model', () => {
    // The form as typed: agentSetBody takes it checked and trimmed, as appFormBody hands it over.
    const values = {
      ...emptyAppForm,
      public: true,
      coverImg: 'logo.png',
      catId: 3,
      demoData: 'a\n\n b ',
      des: '写周报',
      name: ' 周报 ',
      preset: '你是周报助手。',
    };
    expect(agentSetBody(appFormBody({ ...values, modelId: 12 }, 7))).toEqual({
      id: 7,
      name: '周报',
      desc: '写周报',
      logo: 'logo.png',
      preset: '你是周报助手。',
      demoData: 'a\nb',
      groupId: 3,
      modelId: 12,
      publicFlag: true,
    });
    expect(agentSetBody(appFormBody({ ...values, modelId: 0 }, null))).not.toHaveProperty('id');
    expect(appFormBody(values, null)).not.toHaveProperty('modelId');
  });

  it('names the field of the server’s refusals about one (zh and en); leaves the others as they are', () => {
    const field = (message: string) => {
      const refusal = agentRefusal(new ApiError(400, message));
      return refusal instanceof AppFieldRefusal ? [refusal.field, refusal.message] : null;
    };
    expect(field('模型不存在或已停用')).toEqual(['modelId', '模型不存在或已停用']);
    expect(field('This model does not exist or is disabled')).toEqual(['modelId', 'This model does not exist or is disabled']);
    expect(field('该应用名称已存在！')).toEqual(['name', '该应用名称已存在！']);
    expect(field('应用名称长度为2-10个字符')).toEqual(['name', '应用名称长度为2-10个字符']);
    expect(field('Upload the app’s logo')).toEqual(['coverImg', 'Upload the app’s logo']);
    expect(field('该分类不存在！')).toEqual(['catId', '该分类不存在！']);
    expect(field('应用审核中，暂不可编辑')).toBeNull();
    const offline = new Error('offline');
    expect(agentRefusal(offline)).toBe(offline);
  });
});

/** The agents' calls with /gpts/set held by hand. */
function agentServer() {
  const saves: { body: AgentSetBody; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const services: AgentStoreServices = {
    loadCategories: vi.fn(async () => agentCategoriesFixture),
    loadTab: vi.fn(),
    query: vi.fn(),
    collect: vi.fn(),
    createChat: vi.fn(),
    deleteAgent: vi.fn(),
    uploadLogo: vi.fn(async () => appLogoFixture(1)),
    loadModels: vi.fn(async () => agentModelsFixture),
    saveAgent: vi.fn((body: AgentSetBody) => {
      const { promise, resolve, reject } = deferred<unknown>();
      saves.push({ body, resolve, reject });
      return promise;
    }),
  };
  return { services, saves };
}

function openDialog(input: CreateAppInput) {
  const { services, saves } = agentServer();
  const actor = createActor(provideCreateApp(agentFormServices(services)), { input, clock: new SimulatedClock() });
  // What the dialog says and whether it saved, as the view hears them.
  const heard = { notices: vi.fn(), saved: vi.fn() };
  actor.on('*', (event) => (event.type === 'notify' ? heard.notices(event.notice) : heard.saved(event.appId)));
  actor.start();
  return { actor, services, saves, ...heard, context: () => actor.getSnapshot().context };
}

/** What filling every field of a new agent validly sends, in the form's order. */
const filled: CreateAppEvent[] = [
  { type: 'category.change', catId: 2 },
  ...(
    [
      ['name', '英语陪练'],
      ['preset', '你是一位耐心的英语口语老师。'],
      ['des', '陪你练口语'],
      ['demoData', '我们来练习点餐'],
    ] as const
  ).map(([field, value]): CreateAppEvent => ({ type: 'field.change', field, value })),
  { type: 'logo.select', file: new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }) },
  { type: 'public.change', value: false },
];

describe('the create-agent dialog (dialog 7 with the model field)', () => {
  it('creates with the site’s default model unless one is chosen: the model goes to /gpts/set', async () => {
    const { actor, services, saves, notices, saved, context } = openDialog({ modelId: 0 });
    await vi.waitFor(() => expect(context().models).toEqual(agentModelsFixture));
    await vi.waitFor(() => expect(context().categories).toHaveLength(agentCategoriesFixture.length));
    expect(context().values.modelId).toBe(0);
    for (const event of filled) actor.send(event);
    await vi.waitFor(() => expect(context().values.coverImg).toBe(appLogoFixture(1)));
    actor.send({ type: 'model.change', modelId: 13 });
    actor.send({ type: 'form.submit' });
    expect(services.saveAgent).toHaveBeenCalledTimes(1);
    expect(saves[0]!.body).toEqual({
      name: '英语陪练',
      desc: '陪你练口语',
      logo: appLogoFixture(1),
      preset: '你是一位耐心的英语口语老师。',
      demoData: '我们来练习点餐',
      groupId: 2,
      modelId: 13,
      publicFlag: false,
    });
    saves[0]!.resolve({ id: 77 });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(null));
    expect(notices).toHaveBeenCalledWith({ tone: 'success', message: { key: 'appStore.form.created' } });
  });

  it('edits an own agent with its model; the server refusing the model says so under the model field', async () => {
    const agent = myAgentsFixture.find((row) => row.modelId === 12)!;
    const { actor, saves, notices, saved, context } = openDialog({ app: agentAsMyApp(agent), modelId: agent.modelId });
    expect(context().values).toMatchObject({ name: agent.name, modelId: 12, catId: agent.groupId });
    actor.send({ type: 'form.submit' });
    expect(saves[0]!.body).toMatchObject({ id: agent.id, modelId: 12 });
    saves[0]!.reject(new ApiError(400, '模型不存在或已停用'));
    await vi.waitFor(() => expect(context().errors.modelId).toEqual({ text: '模型不存在或已停用' }));
    expect(context().refusals).toBe(1);
    expect(context().failure).toBeNull();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    // Choosing another model clears the message; the save goes through.
    actor.send({ type: 'model.change', modelId: 0 });
    expect(context().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(saves[1]!.body).toMatchObject({ id: agent.id, modelId: 0 });
    saves[1]!.resolve({ id: agent.id });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith(agent.id));
    expect(notices).toHaveBeenCalledWith({ tone: 'success', message: { key: 'appStore.form.updated' } });
  });

  it('a refusal about no field stays above the buttons; without the models only the default is offered', async () => {
    const { services } = agentServer();
    services.loadModels = vi.fn(() => Promise.reject(new Error('offline')));
    services.saveAgent = vi.fn(() => Promise.reject(new ApiError(400, '应用审核中，暂不可编辑')));
    const actor = createActor(provideCreateApp(agentFormServices(services)), { input: { app: agentAsMyApp(myAgentsFixture[0]!), modelId: 0 } });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ models: 'unlisted' })).toBe(true));
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.failure).toEqual({ text: '应用审核中，暂不可编辑' }));
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('dialog 7 for apps has no model field: nothing is listed and the model events change nothing', () => {
    const { actor, services, context } = openDialog({});
    expect(context().values.modelId).toBeNull();
    expect(actor.getSnapshot().matches({ models: 'pending' })).toBe(true);
    expect(services.loadModels).not.toHaveBeenCalled();
    actor.send({ type: 'model.change', modelId: 12 });
    expect(context().values.modelId).toBeNull();
  });
});
