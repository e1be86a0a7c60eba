import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type FlowLocale, flowLocales } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { noticesCatalog } from './messages';
import type { AdminNotice, NoticeBody } from './notice.machine';
import { NoticeScreen, type NoticeServices } from './NoticeScreen';

const stored: AdminNotice = {
  id: 1,
  noticeTitle: '系统公告',
  noticeInfo:
    '<h2>新功能上线</h2><p>AI 音乐已开放，<a href="https://example.com" target="_blank" rel="noopener noreferrer">查看说明</a>。</p><ul><li>每日签到送积分</li><li>会员免费使用高级模型</li></ul>',
  translations: { en: { noticeTitle: 'Notice', noticeInfo: '<p>AI music is here.</p>' } },
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The server's sanitiser as far as the stories need it: scripts and event attributes go. */
const sanitised = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\s+on\w+="[^"]*"/gi, '');

type Args = NoticeServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the notice's texts, and its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  const t = createTranslator([adminCatalog, noticesCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <NoticeScreen
        t={t}
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
  title: 'Admin/NoticeScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: {
    load: fn(async () => structuredClone(stored)),
    preview: fn(async (html: string) => sanitised(html)),
    save: fn(async (body: NoticeBody) => ({ ...stored, ...body, noticeInfo: sanitised(body.noticeInfo) })),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const previewOf = (canvasElement: HTMLElement, name = '预览（保存后用户看到的内容）') => within(canvasElement).findByRole('region', { name });

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

export const LoadFailed: Story = {
  args: {
    load: fn<NoticeServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The stored notice: the form and, beside it, its stored HTML as the user's dialog draws it. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const preview = await previewOf(canvasElement);
    await expect(within(preview).getByRole('heading', { name: '新功能上线' })).toBeVisible();
    await expect(within(preview).getByRole('link', { name: '查看说明' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByRole('textbox', { name: '公告标题' })).toHaveValue('系统公告');
    await expect(args.preview).not.toHaveBeenCalled();
  },
};

/** Keyboard: a script and an onerror typed into the HTML never reach the preview; Enter in the title saves. */
export const EditWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const preview = await previewOf(canvasElement);
    const html = within(canvasElement).getByRole('textbox', { name: '公告内容（HTML）' });
    await userEvent.clear(html);
    html.focus();
    await userEvent.paste('<p>今晚 22:00 维护</p><img src="/x.png" alt="维护" onerror="alert(1)"><script>alert(2)</script>');
    await expect(within(canvasElement).getByText('有未保存的修改')).toBeVisible();
    await waitFor(() => expect(within(preview).getByText('今晚 22:00 维护')).toBeVisible());
    await expect(args.preview).toHaveBeenLastCalledWith('<p>今晚 22:00 维护</p><img src="/x.png" alt="维护" onerror="alert(1)"><script>alert(2)</script>');
    await expect(preview.querySelector('script, [onerror]')).toBeNull();
    const title = within(canvasElement).getByRole('textbox', { name: '公告标题' });
    await userEvent.clear(title);
    await userEvent.type(title, '维护通知{Enter}');
    await waitFor(() =>
      expect(args.save).toHaveBeenCalledWith({
        noticeTitle: '维护通知',
        noticeInfo: '<p>今晚 22:00 维护</p><img src="/x.png" alt="维护" onerror="alert(1)"><script>alert(2)</script>',
        translations: { en: { noticeTitle: 'Notice', noticeInfo: '<p>AI music is here.</p>' } },
      }),
    );
    // The stored (sanitised) HTML replaces the text typed.
    await waitFor(() => expect(html).toHaveValue('<p>今晚 22:00 维护</p><img src="/x.png" alt="维护">'));
    await expect(await within(document.body).findByText('公告已保存')).toBeVisible();
    await expect(within(canvasElement).queryByText('有未保存的修改')).toBeNull();
    await settleAnnouncements();
  },
};

/** Another language by keyboard: the tabs with the arrow keys; English previews its own HTML. */
export const Languages: Story = {
  play: async ({ canvasElement, args }) => {
    await previewOf(canvasElement);
    within(canvasElement).getByRole('tab', { name: '简体中文' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: '英文' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(args.preview).toHaveBeenCalledWith('<p>AI music is here.</p>'));
    const preview = await previewOf(canvasElement);
    await waitFor(() => expect(within(preview).getByText('AI music is here.')).toBeVisible());
    await expect(within(preview).getByRole('heading', { name: 'Notice' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(preview).getByText('未填写，预览为简体内容')).toBeVisible());
    await waitFor(() => expect(within(preview).getByRole('heading', { name: '新功能上线' })).toBeVisible());
  },
};

/** A blank title is refused before any call. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const title = await within(canvasElement).findByRole('textbox', { name: '公告标题' });
    await userEvent.clear(title);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存公告' }));
    await expect(title).toHaveAccessibleDescription('请输入公告标题');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(await previewOf(canvasElement)).getByRole('heading', { name: '新功能上线' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await previewOf(canvasElement, 'Preview (what users see once saved)')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Save notice' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await previewOf(canvasElement, '預覽（儲存後使用者看到的內容）')).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: '繁體中文' })).toBeVisible();
  },
};
