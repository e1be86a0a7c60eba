import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import type { ConfirmRequest } from '../adminConfirm.machine';
import { ConfirmHost, useConfirmed } from '../ConfirmHost';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { modelsCatalog } from './messages';
import type { AdminModel, EndpointBody } from './modelForm';
import type { ModelSave, ModelsData, ModelTestResult } from './models.machine';
import { ModelsScreen } from './ModelsScreen';
import { modelDeletion, modelEndpointChange } from './requests';

const row = (id: number, overrides: Partial<AdminModel>): AdminModel => ({
  id,
  modelName: `模型${id}`,
  model: `model-${id}`,
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

const models: AdminModel[] = [
  row(1, { modelName: '灵犀 Lite', model: 'gpt-4o-mini', description: '快速、省积分，适合日常问答', vipFreeNum: -1 }),
  row(2, {
    modelName: '灵犀 Pro',
    model: 'gpt-4o',
    keyType: 2,
    deductType: 2,
    deduct: 5,
    vipFreeNum: 20,
    canUpload: true,
    baseUrl: 'https://api.example.com/v1',
    apiKeySet: true,
    endpoint: 'model',
    vipLevelIds: [2],
  }),
  row(3, { modelName: '灵犀 Max', model: 'o3', keyType: 2, deductType: 2, deduct: 20, maxModelTokens: 32000, isEnabled: false }),
];
const data = (): ModelsData => ({
  models: structuredClone(models),
  defaults: { baseUrlSet: true, apiKeySet: true, environment: false, demoMode: false },
  levels: [
    { id: 1, name: '会员' },
    { id: 2, name: '超级会员' },
  ],
});

type Args = {
  load: () => Promise<ModelsData>;
  save: (save: ModelSave) => Promise<AdminModel>;
  setEnabled: (change: { id: number; isEnabled: boolean }) => Promise<AdminModel>;
  reorder: (ids: number[]) => Promise<AdminModel[]>;
  /** The confirmed request, sent with its grant (the fake server): endpoints and deletions. */
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
  test: (model: AdminModel) => Promise<ModelTestResult>;
  notify: (notice: Notice) => void;
};

const byId = (id: number) => models.find((model) => model.id === id)!;
const serve = async ({ request }: { request: ConfirmRequest }): Promise<unknown> => {
  const id = Number(request.path.split('/')[4]);
  if (request.method === 'DELETE') return null;
  const { baseUrl, apiKey } = request.body as EndpointBody;
  const before = byId(id);
  return { ...before, baseUrl, apiKeySet: apiKey === undefined ? before.apiKeySet : apiKey !== null, endpoint: baseUrl && apiKey !== null ? 'model' : 'site' };
};

/** The screen as the app wires it: the endpoint and deletions through `useConfirmed()`, notices as toasts. */
function Screen({ args, locale }: { args: Args; locale: ReturnType<typeof adminStoryText>['locale'] }) {
  const t = createTranslator([adminCatalog, modelsCatalog], locale);
  const confirmed = useConfirmed();
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <ModelsScreen
        t={t}
        services={{
          load: args.load,
          save: args.save,
          setEnabled: args.setEnabled,
          reorder: args.reorder,
          test: args.test,
          saveEndpoint: ({ model, body }) => {
            const { request, changes } = modelEndpointChange(t, model, body);
            return confirmed(request, changes) as Promise<AdminModel>;
          },
          remove: (model) => {
            const { request, changes } = modelDeletion(t, model);
            return confirmed(request, changes);
          },
        }}
        notify={(notice) => {
          args.notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/ModelsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => data()),
    save: fn(async ({ id, body }: ModelSave) => ({ ...row(id ?? 4, body), ...(id === null ? {} : { endpoint: byId(id).endpoint }) })),
    setEnabled: fn(async ({ id, isEnabled }: { id: number; isEnabled: boolean }) => ({ ...byId(id), isEnabled })),
    reorder: fn(async (ids: number[]) => ids.map(byId)),
    perform: fn(serve),
    test: fn(async (): Promise<ModelTestResult> => ({ ok: true, latencyMs: 238 })),
    notify: fn(),
  },
  render: (args, { globals }) => {
    const { t, locale } = adminStoryText(globals);
    return (
      <ConfirmHost t={t} services={{ confirm: async () => ({ grant: 'g' }), perform: args.perform }}>
        <Screen args={args} locale={locale} />
      </ConfirmHost>
    );
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement, name = '模型列表（用户看到的顺序）') => within(canvasElement).findByRole('list', { name });
const entering = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

/** Opens a model's dialog with Enter on its 编辑 button. */
async function openModel(canvasElement: HTMLElement, name: string) {
  (await within(await listOf(canvasElement)).findByRole('button', { name: `编辑 ${name}` })).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: '编辑模型' });
  await entering();
  return dialog;
}

/** Presses a button with the keyboard. */
async function press(scope: HTMLElement, name: string) {
  within(scope).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

/** The order users see: the first enabled chat model marked 默认; price, members' free uses and who answers each. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(names(list)).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max']);
    const [lite, pro, max] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(lite).getByText('默认')).toBeVisible();
    await expect(within(lite).getByText('每次 1 积分 · 会员免费')).toBeVisible();
    await expect(within(pro).getByText('专属接口')).toBeVisible();
    await expect(within(pro).getByText('每次 5 积分 · 会员每日免费 20 次')).toBeVisible();
    await expect(within(max).getByText('已停用')).toBeVisible();
    await expect(within(lite).getByRole('button', { name: '上移 灵犀 Lite' })).toBeDisabled();
    await expect(within(max).getByRole('button', { name: '下移 灵犀 Max' })).toBeDisabled();
    await expect(within(canvasElement).getByText(/站点默认接口：地址已设置，密钥已设置/)).toBeVisible();
  },
};

/** Keyboard: 上移 moves a model one place (the new first is the default); focus stays on its button. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await listOf(canvasElement);
    await press(list, '上移 灵犀 Pro');
    await waitFor(() => expect(args.reorder).toHaveBeenCalledWith([2, 1, 3]));
    await waitFor(() => expect(names(list)).toEqual(['灵犀 Pro', '灵犀 Lite', '灵犀 Max']));
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('默认')).toBeVisible();
    // At the top 上移 is disabled: focus moves to 下移 of the same model.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('下移 灵犀 Pro'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.reorder).toHaveBeenLastCalledWith([1, 2, 3]));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('下移 灵犀 Pro'));
    await settleAnnouncements();
  },
};

/** The switch turns a model on or off at once. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await listOf(canvasElement);
    await userEvent.click(within(list).getByRole('switch', { name: '启用 灵犀 Max' }));
    await waitFor(() => expect(args.setEnabled).toHaveBeenCalledWith({ id: 3, isEnabled: true }));
    await waitFor(() => expect(within(list).queryByText('已停用')).toBeNull());
    await settleAnnouncements();
  },
};

/** Editing: every field grouped (基本 / 计费 / 上下文 / 能力 / 会员等级 / 接口); the key only as 已设置. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModel(canvasElement, '灵犀 Pro');
    for (const group of ['基本', '计费', '上下文', '能力', '会员等级', '接口'])
      await expect(within(dialog).getByRole('heading', { name: group })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: '模型 ID' })).toHaveValue('gpt-4o');
    await expect(within(dialog).getByRole('checkbox', { name: '超级会员' })).toBeChecked();
    await expect(within(dialog).getByLabelText('接口密钥', { selector: 'input' })).toHaveValue('');
    await expect(within(dialog).getByText('已设置（留空保持不变）')).toBeVisible();
    const deduct = within(dialog).getByRole('textbox', { name: '每次消耗积分' });
    await userEvent.clear(deduct);
    await userEvent.type(deduct, '6');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '会员' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模型名称' }), '{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ id: 2, body: expect.objectContaining({ deduct: 6, vipLevelIds: [2, 1] }) }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await settleAnnouncements();
  },
};

/** Nothing is sent while a limit breaks the server's rules; each field says why. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModel(canvasElement, '灵犀 Lite');
    const response = within(dialog).getByRole('textbox', { name: '单次回复上限（tokens）' });
    await userEvent.clear(response);
    await userEvent.type(response, '9000');
    const topN = within(dialog).getByRole('textbox', { name: '温度（topN）' });
    await userEvent.clear(topN);
    await userEvent.type(topN, '1.25');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(response).toHaveAccessibleDescription('不能超过上下文上限');
    await expect(topN).toHaveAccessibleDescription(expect.stringContaining('请输入 0 到 1.2 的数，最多一位小数'));
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** A new key goes through the two-step confirmation, which shows the change but never the key. */
export const EndpointConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModel(canvasElement, '灵犀 Pro');
    within(dialog).getByLabelText('接口密钥', { selector: 'input' }).focus();
    await userEvent.paste('sk-live-new-key');
    await userEvent.keyboard('{Enter}');
    const confirm = await within(document.body).findByRole('dialog', { name: '二次确认' });
    await entering();
    await expect(within(confirm).getByText('灵犀 Pro · 接口密钥')).toBeVisible();
    await expect(within(confirm).getByText('已设置 → 将替换为新密钥')).toBeVisible();
    await expect(confirm).not.toHaveTextContent('sk-live-new-key');
    within(confirm).getByLabelText('密码', { selector: 'input' }).focus();
    await userEvent.paste('secret1');
    within(confirm).getByRole('textbox', { name: '操作原因' }).focus();
    await userEvent.paste('更换密钥');
    await press(confirm, '确认');
    await waitFor(() =>
      expect(args.perform).toHaveBeenCalledWith({
        request: { method: 'POST', path: '/api/admin/models/2/endpoint', body: { baseUrl: 'https://api.example.com/v1', apiKey: 'sk-live-new-key' } },
        grant: 'g',
      }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '二次确认' })).toBeNull());
    await expect(within(dialog).getByLabelText('接口密钥', { selector: 'input' })).toHaveValue('');
    await settleAnnouncements();
  },
};

/** 测试连接 on the saved endpoint: the latency. */
export const TestingOk: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModel(canvasElement, '灵犀 Pro');
    await press(dialog, '测试连接');
    await expect(await within(dialog).findByText('连接成功，用时 238 毫秒')).toBeVisible();
    await expect(args.test).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await settleAnnouncements();
  },
};

/** 测试连接 fails: the sentence chat would show users. */
export const TestingFailed: Story = {
  args: { test: fn(async (): Promise<ModelTestResult> => ({ ok: false, message: '模型服务密钥无效，请联系管理员' })) },
  play: async ({ canvasElement }) => {
    const dialog = await openModel(canvasElement, '灵犀 Pro');
    await press(dialog, '测试连接');
    await expect(await within(dialog).findByText('模型服务密钥无效，请联系管理员')).toBeVisible();
    await settleAnnouncements();
  },
};

/** No key anywhere: 演示模式 is on and explained. */
export const DemoMode: Story = {
  args: {
    load: fn(async () => ({
      ...data(),
      models: data().models.map((model) => ({ ...model, baseUrl: '', apiKeySet: false, endpoint: 'demo' as const })),
      defaults: { baseUrlSet: false, apiKeySet: false, environment: false, demoMode: true },
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('当前为演示模式。')).toBeVisible();
    await expect(within(await listOf(canvasElement)).getAllByText('演示模式')).toHaveLength(3);
  },
};

/** A model conversations used: the confirmed DELETE is refused, shown as a toast; the model stays. */
export const DeleteRefused: Story = {
  args: {
    perform: fn(async (_input: { request: ConfirmRequest }): Promise<unknown> => Promise.reject(new Error('该模型已有对话记录，不能删除；不再使用请停用它'))),
  },
  play: async ({ canvasElement }) => {
    await press(await listOf(canvasElement), '删除 灵犀 Max');
    const confirm = await within(document.body).findByRole('dialog', { name: '二次确认' });
    await entering();
    await expect(within(confirm).getByText('灵犀 Max（o3）')).toBeVisible();
    within(confirm).getByLabelText('密码', { selector: 'input' }).focus();
    await userEvent.paste('secret1');
    within(confirm).getByRole('textbox', { name: '操作原因' }).focus();
    await userEvent.paste('下线');
    await press(confirm, '确认');
    await expect(await within(confirm).findByText('该模型已有对话记录，不能删除；不再使用请停用它')).toBeVisible();
    await settleAnnouncements();
  },
};

export const Empty: Story = {
  args: { load: fn(async () => ({ ...data(), models: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('还没有模型，点击「新建模型」添加')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: fn(async () => Promise.reject(new Error('网络错误，请稍后重试'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** On a phone each model's controls wrap below its summary. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(await listOf(canvasElement)).getByRole('button', { name: '编辑 灵犀 Lite' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, 'Models (in the order users see)');
    await expect(within(list).getByText('Default')).toBeVisible();
    await expect(within(list).getByText('Own endpoint')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, '模型列表（使用者看到的順序）');
    await expect(within(list).getByText('預設')).toBeVisible();
  },
};
