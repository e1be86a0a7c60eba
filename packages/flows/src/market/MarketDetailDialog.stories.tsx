import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CopyOutcome } from '../clipboard/clipboard';
import { createTranslator, type FlowLocale, flowLocales } from '../i18n';
import { MarketDetailDialog, type MarketDetailServices } from './MarketDetailDialog';
import { marketDetailFixture } from './marketFixtures';
import type { MarketDetail } from './marketTypes';
import { marketCatalog } from './messages';

const agreed = fn();
const copied = fn();
const login = fn();
const sameStyle = fn();

const longPrompt =
  'an enormous ancient library carved inside a mountain, spiral staircases, floating lanterns, dust in god rays, scholars in flowing robes, ' +
  'intricate wooden shelves reaching into darkness, warm candlelight against cold blue moonlight, hyper detailed, volumetric fog, ' +
  'cinematic composition, 35mm film grain --ar 2:3 --v 6.1 --s 750 --c 20 --q 2 --style raw --seed 20261128 --no people, text';

interface Args {
  detail: Partial<MarketDetail>;
  loggedIn: boolean;
  copy: CopyOutcome;
  mode: 'ready' | 'loading' | 'missing';
}

function Detail({ locale, detail, loggedIn, copy, mode }: Args & { locale: FlowLocale }) {
  const t = useMemo(() => createTranslator([marketCatalog], locale), [locale]);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const services = useMemo<MarketDetailServices>(
    () => ({
      loadDetail: async (id) => {
        if (mode === 'loading') return new Promise<never>(() => undefined);
        if (mode === 'missing') throw new Error('作品不存在或未公开');
        return marketDetailFixture({ ...detail, id });
      },
      agree: async (id) => {
        agreed(id);
        const liked = detail.agree !== 'agree';
        return { agree: liked, agreeNum: (detail.agreeNum ?? 7) + (liked ? 1 : -1) };
      },
      copy: async (text) => {
        copied(text);
        return copy;
      },
      notify: (message, tone) => toasts.show(tone, message),
    }),
    [copy, detail, mode, toasts],
  );
  return (
    <>
      <MarketDetailDialog
        t={t}
        services={services}
        ids={[44, 45, 46]}
        index={1}
        loggedIn={loggedIn}
        requestLogin={login}
        onSameStyle={sameStyle}
        onCounts={() => undefined}
        onClose={() => undefined}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('market.detail.close')} aria-label="通知" />
    </>
  );
}

const meta = {
  title: 'Flows/MarketDetailDialog',
  tags: ['page'],
  args: { detail: { nickname: '画师小王', agreeNum: 7, visitNum: 128 }, loggedIn: true, copy: 'copied', mode: 'ready' } as Args,
  render: (args, { globals }) => {
    const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
    return <Detail locale={locale} {...(args as Args)} />;
  },
  beforeEach: () => {
    for (const mock of [agreed, copied, login, sameStyle]) mock.mockClear();
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const opened = async () => {
  const dialog = await within(document.body).findByRole('dialog', { name: '作品详情' });
  await within(dialog).findByRole('button', { name: '点赞' });
  return dialog;
};

/** The author by nickname, the counts, both prompts and what the prompt's parameters say. */
export const Nickname: Story = {
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText('画师小王')).toBeVisible();
    await expect(within(dialog).getByText('浏览 128')).toBeVisible();
    await expect(within(dialog).getByText('MJ 6.1')).toBeVisible();
    await expect(within(dialog).getByText('3:4')).toBeVisible();
    await expect(within(dialog).getByText('--s 250')).toBeVisible();
  },
};

/** No nickname: the username. */
export const Username: Story = {
  args: { detail: { nickname: '', username: 'fox_lover' } },
  play: async () => {
    await expect(within(await opened()).getByText('fox_lover')).toBeVisible();
  },
};

/** Neither: 匿名. */
export const Anonymous: Story = {
  args: { detail: { nickname: '', username: '' } },
  play: async () => {
    await expect(within(await opened()).getByText('匿名')).toBeVisible();
  },
};

/** Liked: the toggle is pressed; pressing it (Enter) unlikes at once, one request. */
export const Liked: Story = {
  args: { detail: { nickname: '画师小王', agree: 'agree', agreeNum: 8 } },
  play: async () => {
    const dialog = await opened();
    const like = within(dialog).getByRole('button', { name: '点赞' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog).getByText('8 个赞')).toBeVisible();
    like.focus();
    await userEvent.keyboard('{Enter}');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(within(dialog).getByText('7 个赞')).toBeVisible();
    await waitFor(() => expect(agreed).toHaveBeenCalledTimes(1));
  },
};

/** Logged out, 点赞 asks for the login dialog and changes nothing. */
export const LoggedOutLike: Story = {
  args: { loggedIn: false },
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole('button', { name: '点赞' }));
    await expect(login).toHaveBeenCalledTimes(1);
    await expect(agreed).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: '点赞' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Long prompts scroll in their boxes; every advanced parameter is listed. */
export const LongPrompts: Story = {
  args: { detail: { nickname: '藏书阁主人', prompt: longPrompt, originPrompt: `${'山中的古老图书馆，旋转楼梯，漂浮的灯笼，'.repeat(6)}电影感` } },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText('--s 750 --c 20 --q 2 --style raw --seed 20261128 --no people, text')).toBeVisible();
  },
};

/** A DALL·E drawing shows its model and size instead of parsed parameters. */
export const Dalle: Story = {
  args: {
    detail: {
      nickname: '画师小王',
      kind: 'image',
      action: 'DALLE',
      botType: null,
      imageModel: 'DALL·E 3',
      prompt: 'a cozy reading nook by a rainy window, warm lamp light',
      originPrompt: '雨天窗边温暖的阅读角',
      fileInfo: { width: 1024, height: 1024 },
    },
  },
  play: async () => {
    const dialog = await opened();
    await expect(within(dialog).getByText('DALL·E 3')).toBeVisible();
    await expect(within(dialog).getByText('1024 × 1024')).toBeVisible();
    await expect(within(dialog).queryByText('比例')).toBeNull();
  },
};

/** 复制 on the cleaned prompt: 复制成功, and the text without its parameters went to the clipboard. */
export const CopySucceeded: Story = {
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制提示词' }));
    await expect(await within(document.body).findByText('复制成功')).toBeVisible();
    await expect(copied).toHaveBeenCalledWith('a red fox in fresh snow, golden hour');
  },
};

/** The browser refuses: 复制失败. */
export const CopyRefused: Story = {
  args: { copy: 'refused' },
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制原始提示词' }));
    await expect(await within(document.body).findByText('复制失败')).toBeVisible();
  },
};

/** Neither the Clipboard API nor execCommand: the message, and the prompt selected for copying by hand. */
export const CopyUnsupported: Story = {
  args: { copy: 'unsupported' },
  play: async () => {
    const dialog = await opened();
    await userEvent.click(within(dialog).getByRole('button', { name: '复制原始提示词' }));
    await expect(await within(document.body).findByText('当前设置不支持自动复制、手动复制吧！')).toBeVisible();
    await expect(window.getSelection()?.toString()).toBe('雪地里的红狐狸，金色黄昏');
  },
};

/** → loads the next item of the feed (the arrow keys work wherever the focus is in the dialog). */
export const NextByKeyboard: Story = {
  play: async () => {
    const dialog = await opened();
    within(dialog).getByRole('button', { name: '点赞' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(dialog).findByText('NJ 6')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '下一个' })).toBeDisabled();
  },
};

/** Loading: the picture and text as skeletons. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[role="dialog"] [aria-busy="true"]')).not.toBeNull());
  },
};

/** Withdrawn meanwhile: the server's words, and 重试. */
export const Missing: Story = {
  args: { mode: 'missing' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '作品详情' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('作品不存在或未公开');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Drawing details' });
    await expect(await within(dialog).findByRole('button', { name: 'Make one like it' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '作品詳情' });
    await expect(await within(dialog).findByRole('button', { name: '按讚' })).toBeVisible();
  },
};
