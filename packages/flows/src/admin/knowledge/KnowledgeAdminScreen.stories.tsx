import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { knowledgeAdminData } from './knowledgeAdmin.fixtures';
import { KnowledgeAdminScreen, type KnowledgeAdminServices } from './KnowledgeAdminScreen';
import { knowledgeAdminCatalog } from './messages';

type Args = KnowledgeAdminServices & { notify: (notice: Notice) => void };

function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, knowledgeAdminCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <KnowledgeAdminScreen
        t={t}
        locale={locale}
        services={services}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

const meta = {
  title: 'Admin/KnowledgeAdminScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => knowledgeAdminData()),
    save: fn(async () => null),
    saveEndpoint: fn(async () => null),
    test: fn<KnowledgeAdminServices['test']>(async () => ({ ok: true, dimensions: 1024, ms: 182, error: null })),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('textbox', { name });

export const Loading: Story = { args: { load: fn(never) } };

/** Search on pgvector with one active space, what users hold, prices, models, quotas and the endpoint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvasElement, '向量化积分')).toHaveValue('1');
    await expect(canvas.getByText('向量检索：pgvector（HNSW 索引）')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '向量空间' })).toHaveTextContent('text-embedding-3-small');
    await expect(canvas.getByRole('textbox', { name: '非会员：笔记' })).toHaveValue('50');
    await expect(canvas.getByRole('textbox', { name: '接口地址' })).toHaveValue('https://api.openai.com/v1');
    await expect(canvas.getByText('已设置')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** No endpoint and no pgvector: demo mode, exact vector search, nothing embedded yet. */
export const DemoAndPlain: Story = {
  args: {
    load: fn(async () =>
      knowledgeAdminData({
        demoMode: true,
        keySet: false,
        vectors: 'plain',
        spaces: [],
        endpoint: { knowledgeEmbeddingUrl: '', knowledgeEmbeddingModel: 'text-embedding-3-small', knowledgeEmbeddingDimensions: 1024 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('未配置向量接口');
    await expect(canvas.getByText(/向量检索：按符号位预筛，再精确排序/)).toBeVisible();
    await expect(canvas.getByText('还没有向量')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清除 接口密钥' })).toBeDisabled();
  },
};

/** Only the changed settings are sent: a price, the assist model, one quota (the whole tier's quota object). */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const points = await field(canvasElement, '向量化积分');
    await userEvent.click(points);
    await userEvent.keyboard('{Control>}a{/Control}2');
    await userEvent.click(canvas.getByRole('button', { name: /写作模型/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'DeepSeek' }));
    const notes = canvas.getByRole('textbox', { name: '非会员：笔记' });
    await userEvent.click(notes);
    await userEvent.keyboard('{Control>}a{/Control}80');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        knowledgeEmbedPoints: 2,
        knowledgeAssistModel: 'deepseek-chat',
        knowledgeQuotaFree: { bases: 2, documents: 20, pages: 500, notes: 80 },
      }),
    );
    await expect(await within(document.body).findByText('知识库设置已保存')).toBeVisible();
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await settleAnnouncements();
  },
};

/** Values the server would refuse are marked and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const floor = await field(canvasElement, '相关度下限（0–1）');
    await userEvent.click(floor);
    await userEvent.keyboard('{Control>}a{/Control}1.5');
    const pages = canvas.getByRole('textbox', { name: '会员：总页数' });
    await userEvent.click(pages);
    await userEvent.keyboard('{Control>}a{/Control}-1');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(await canvas.findByText('请输入 0 到 1 之间的数，最多三位小数')).toBeVisible();
    await expect(pages).toHaveAttribute('aria-invalid', 'true');
    await expect(args.save).not.toHaveBeenCalled();
    await expect(await within(document.body).findByText('请先改正标出的内容')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 测试连接 with the endpoint as typed; a new model and key go to the confirmation. */
export const TestAndSaveEndpoint: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const model = await field(canvasElement, '向量模型');
    await userEvent.clear(model);
    await userEvent.type(model, 'bge-m3');
    await userEvent.type(canvas.getByLabelText('接口密钥', { selector: 'input' }), 'sk-new');
    await userEvent.click(canvas.getByRole('button', { name: '测试连接' }));
    await expect(await canvas.findByText('连接成功：返回 1024 维向量，用时 182 毫秒')).toBeVisible();
    await expect(args.test).toHaveBeenCalledWith({ url: 'https://api.openai.com/v1', key: 'sk-new', model: 'bge-m3', dimensions: 1024 });
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await waitFor(() => expect(args.saveEndpoint).toHaveBeenCalledWith({ knowledgeEmbeddingModel: 'bge-m3', knowledgeEmbeddingKey: 'sk-new' }));
    await expect(await within(document.body).findByText('向量接口已保存')).toBeVisible();
    await settleAnnouncements();
  },
};

/** The test fails: the upstream's words; an address that is not http(s) is refused before the confirmation. */
export const TestFailedAndBadAddress: Story = {
  args: { test: fn<KnowledgeAdminServices['test']>(async () => ({ ok: false, dimensions: 1024, ms: 35, error: 'Incorrect API key provided' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '测试连接' }));
    await expect(await canvas.findByText('连接失败：Incorrect API key provided')).toBeVisible();
    const url = canvas.getByRole('textbox', { name: '接口地址' });
    await userEvent.clear(url);
    await userEvent.type(url, 'embeddings.example.com');
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await expect(await canvas.findByText('请输入 http:// 或 https:// 开头的地址，留空为演示模式')).toBeVisible();
    await expect(args.saveEndpoint).not.toHaveBeenCalled();
    await settleAnnouncements();
  },
};

/** Closing the confirmation keeps the drafts and says nothing. */
export const EndpointCancelled: Story = {
  args: {
    saveEndpoint: fn(async () => {
      throw new ConfirmCancelled();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '清除 接口密钥' }));
    await expect(canvas.getByText('将清除')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存接口' }));
    await waitFor(() => expect(args.saveEndpoint).toHaveBeenCalledWith({ knowledgeEmbeddingKey: null }));
    await expect(canvas.getByText('将清除')).toBeVisible();
    await expect(args.notify).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn<KnowledgeAdminServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Embedding points')).toHaveValue('1');
    await expect(within(canvasElement).getByRole('heading', { name: 'Embedding endpoint' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, '向量化積分')).toHaveValue('1');
    await expect(within(canvasElement).getByRole('heading', { name: '向量介面' })).toBeVisible();
  },
};
