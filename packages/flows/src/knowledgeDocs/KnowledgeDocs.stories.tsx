import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import { settleAnnouncements } from '../storyKit';
import { type StoryDocsOptions, storyDocsServices } from './docs.fixtures';
import { KnowledgeDocs } from './KnowledgeDocs';
import { docsCatalog } from './messages';

const notified = fn();
const loginRequested = fn();
const basesChanged = fn();
const baseChosen = fn();

interface PanelArgs {
  options: StoryDocsOptions;
  isLoggedIn: boolean;
  kbId?: number | null;
}

function Panel({ locale, options, isLoggedIn, kbId }: PanelArgs & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([docsCatalog], locale), [locale]);
  // Toasts stay until closed: on loaded cores a timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const services = useMemo(() => ({ ...storyDocsServices(options), basesChanged }), [options]);
  const notify = useMemo(
    () => (notice: Notice) => {
      notified(notice);
      toasts.show(notice.tone, messageText(t, notice.message));
    },
    [t, toasts],
  );
  return (
    <div style={{ maxWidth: 720 }}>
      <KnowledgeDocs t={t} services={services} isLoggedIn={isLoggedIn} kbId={kbId} onLogin={loginRequested} notify={notify} onBaseChange={baseChosen} />
      <ToastRegion queue={toasts.queue} closeLabel="关闭" aria-label="通知" />
    </div>
  );
}

const meta = {
  title: 'Flows/KnowledgeDocs',
  tags: ['page'],
  args: { options: { frozen: true } as StoryDocsOptions, isLoggedIn: true, kbId: 1 as number | null },
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Panel locale={locale} {...(args as PanelArgs)} />;
  },
  beforeEach: () => {
    for (const spy of [notified, loginRequested, basesChanged, baseChosen]) spy.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;
/** A file of the given size without its bytes. */
const file = (name: string, size = 200 * 1024) => Object.defineProperty(new File(['x'], name), 'size', { value: size });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const page = () => within(document.body);
/** Waits for a dialog's entry animation (half-faded text fails axe). */
const settled = () => waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
const docList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '文档列表' });
/** The row of a document, by its name. */
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const list = await docList(canvasElement);
  return within(list).getByText(name).closest('li')!;
};

/** A document in every status: 排队中, 解析中 (extracting, chunking), 向量化 n% with its bar, 失败 with the reason and 重试, 已完成. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const list = await docList(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '知识库文档', level: 2 })).toBeVisible();
    await expect(canvas.getByText('共 6 个文档')).toBeVisible();
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => row.dataset.status)).toEqual(['queued', 'extracting', 'chunking', 'embedding', 'failed', 'ready']);
    await expect(rows[0]).toHaveTextContent('排队中');
    await expect(rows[1]).toHaveTextContent('解析中');
    await expect(rows[2]).toHaveTextContent('解析中');
    await expect(rows[3]).toHaveTextContent('向量化 42%');
    await expect(within(list).getByRole('progressbar', { name: '2026 年产品路线图.docx' })).toHaveAttribute('aria-valuenow', '42');
    await expect(rows[4]).toHaveTextContent('失败');
    await expect(rows[4]).toHaveTextContent('未能从文档中读出文字（可能是扫描件），请上传含文字的 PDF');
    await expect(within(rows[4]!).getByRole('button', { name: '重试：扫描版合同.pdf' })).toBeVisible();
    await expect(rows[5]).toHaveTextContent('已完成');
    await expect(rows[5]).toHaveTextContent('3.2 MB · 48 页 · 132 个段落');
    await expect(canvas.getByRole('button', { name: /产品资料/ })).toBeVisible();
    await expect(basesChanged).toHaveBeenCalled();
    await expect(baseChosen).toHaveBeenCalledWith(1);
  },
};

/** 重试 queues the failed document again; the 1 s status poll carries every document on to 已完成, then stops. */
export const RetryAndPoll: Story = {
  args: { options: {} },
  play: async ({ canvasElement }) => {
    const failed = await rowOf(canvasElement, '扫描版合同.pdf');
    await userEvent.click(within(failed).getByRole('button', { name: '重试：扫描版合同.pdf' }));
    await waitFor(() => expect(failed).toHaveAttribute('data-status', 'queued'));
    await expect(failed).not.toHaveTextContent('未能从文档中读出文字');
    const list = await docList(canvasElement);
    await waitFor(() => expect(within(list).getAllByText(/^向量化 \d+%$/).length).toBeGreaterThan(0), { timeout: 5_000 });
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((row) => row.dataset.status),
        ).toEqual(Array(6).fill('ready')),
      { timeout: 15_000 },
    );
    await expect(within(list).queryByRole('progressbar')).toBeNull();
    // The pending 重试 is gone with the failure; its announcement stays behind (storyKit).
    await settleAnnouncements();
  },
};

/** Uploading: the dialog lists the files with their progress (the first at 45%, the next waiting); 取消上传 stops them. */
export const UploadInProgress: Story = {
  args: { options: { frozen: true, uploadStepMs: 20, uploadHangsAt: 45 } },
  play: async ({ canvasElement }) => {
    await docList(canvasElement);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pdf,.docx,.txt,.md,.markdown,.html,.htm');
    await userEvent.upload(fileInput(canvasElement), [file('产品手册.pdf', 2.4 * MB), file('价格表.docx', 380 * 1024)]);
    const dialog = await page().findByRole('dialog', { name: '上传文档' });
    await settled();
    const list = within(dialog).getByRole('list', { name: '待上传的文档' });
    await waitFor(() => expect(within(list).getByRole('progressbar', { name: '产品手册.pdf' })).toHaveAttribute('aria-valuenow', '45'));
    await expect(within(list).getByRole('progressbar', { name: '价格表.docx' })).toHaveAttribute('aria-valuenow', '0');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('已上传 0 个，共 2 个');
    await expect(within(dialog).getByRole('button', { name: '取消上传' })).toBeVisible();
    // Escape does not drop uploads under way.
    await userEvent.keyboard('{Escape}');
    await expect(page().getByRole('dialog', { name: '上传文档' })).toBeVisible();
  },
};

/** Done, with refusals: 上传成功, the client's checks (type, 20 MB) and the server's words (文档数量已达上限); 关闭. */
export const UploadDone: Story = {
  args: { options: { frozen: true, uploadStepMs: 10, refuseUpload: { match: '报价', message: '文档数量已达上限' } } },
  play: async ({ canvasElement }) => {
    await docList(canvasElement);
    const files = [file('产品手册.pdf', 2.4 * MB), file('扫描件.pdf', 25 * MB), file('截图.png'), file('报价单.pdf')];
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), files);
    const dialog = await page().findByRole('dialog', { name: '上传文档' });
    await settled();
    await expect(await within(dialog).findByRole('button', { name: '关闭' }, { timeout: 5_000 })).toBeVisible();
    const items = within(within(dialog).getByRole('list', { name: '待上传的文档' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('上传成功');
    await expect(items[1]).toHaveTextContent('文档大小不能超过 20MB');
    await expect(items[2]).toHaveTextContent('仅支持 PDF、Word、TXT、Markdown、HTML 文档');
    await expect(items[3]).toHaveTextContent('文档数量已达上限');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('已上传 1 个，共 4 个');
    // The uploaded document is at the top of the list at once, queued.
    const first = within(await docList(canvasElement)).getAllByRole('listitem', { hidden: true })[0];
    await expect(first).toHaveTextContent('产品手册.pdf');
    await expect(first).toHaveTextContent('排队中');
  },
};

/** 删除 asks first, naming the document and what happens to it. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await docList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除文档：灵犀音箱用户手册.pdf' }));
    const dialog = await page().findByRole('alertdialog', { name: '删除文档' });
    await settled();
    await expect(dialog).toHaveTextContent('删除文档「灵犀音箱用户手册.pdf」？删除后它的段落不再参与检索，引用过它的回答仍保留文档名。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

/**
 * Keyboard only: the base picker, 重试 (focus stays in the row), 删除 with its confirmation (focus goes on to the next
 * row), and the upload dialog's 关闭.
 */
export const Keyboard: Story = {
  args: { options: { frozen: true, uploadStepMs: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await docList(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上传文档' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /产品资料/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '产品资料' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByText('这个知识库还没有文档')).toBeVisible();
    await expect(baseChosen).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: /团队周会/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(page().getByRole('listbox')).getByRole('option', { name: '团队周会' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await docList(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '新建' })).toHaveFocus();
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '重试：扫描版合同.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除文档：扫描版合同.pdf' })).toHaveFocus());
    await expect(canvas.getByText('扫描版合同.pdf').closest('li')).toHaveTextContent('排队中');

    await userEvent.keyboard('{Enter}');
    const confirm = await page().findByRole('alertdialog', { name: '删除文档' });
    await settled();
    await userEvent.tab();
    await expect(within(confirm).getByRole('button', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('扫描版合同.pdf')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除文档：灵犀音箱用户手册.pdf' })).toHaveFocus());

    await userEvent.upload(fileInput(canvasElement), [file('新文档.md')]);
    const dialog = await page().findByRole('dialog', { name: '上传文档' });
    await settled();
    const close = await within(dialog).findByRole('button', { name: '关闭' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: '上传文档' })).toBeNull());
    await expect(within(await docList(canvasElement)).getAllByRole('listitem')[0]).toHaveTextContent('新文档.md');
    await settleAnnouncements();
  },
};

/** 新建 beside the picker: the name dialog; a refusal is shown in the server's words. */
export const NewBaseRefused: Story = {
  args: { options: { frozen: true, refuseCreate: '知识库数量已达上限' } },
  play: async ({ canvasElement }) => {
    await docList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建' }));
    const dialog = await page().findByRole('dialog', { name: '新建知识库' });
    await settled();
    const name = within(dialog).getByRole('textbox', { name: '知识库名称' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('合同');
    await userEvent.click(within(dialog).getByRole('button', { name: '新建知识库' }));
    await expect(await within(dialog).findByText('知识库数量已达上限')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await settleAnnouncements();
  },
};

/** No base yet: 还没有知识库 and the name field (请输入知识库名称 when empty); made, the panel opens on it. */
export const NoBase: Story = {
  args: { options: { bases: [], docs: [] }, kbId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有知识库', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    await expect(await canvas.findByText('请输入知识库名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '知识库名称' }), '读书笔记');
    await userEvent.click(canvas.getByRole('button', { name: '新建知识库' }));
    await expect(await canvas.findByText('这个知识库还没有文档')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /读书笔记/ })).toBeVisible();
    await settleAnnouncements();
  },
};

/** A visitor: documents are one's own, so 登录 first; nothing is loaded. */
export const Visitor: Story = {
  args: { isLoggedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录后即可管理知识库文档', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(loginRequested).toHaveBeenCalledTimes(1);
    await expect(basesChanged).not.toHaveBeenCalled();
  },
};

/** Loading: skeletons, busy. */
export const Loading: Story = {
  args: { options: { pending: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The bases fail to load: the message and 重试. */
export const LoadFailed: Story = {
  args: { options: { failing: true } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('加载失败，请检查网络后重试');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Knowledge base documents', level: 2 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Documents' });
    await expect(list).toHaveTextContent('Indexing 42%');
    await expect(list).toHaveTextContent('48 pages · 132 passages');
    await expect(within(list).getByRole('button', { name: 'Retry: 扫描版合同.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '知識庫文件', level: 2 })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '文件列表' });
    await expect(list).toHaveTextContent('排隊中');
    await expect(list).toHaveTextContent('失敗');
    await expect(canvas.getByRole('button', { name: '上傳文件' })).toBeVisible();
  },
};
