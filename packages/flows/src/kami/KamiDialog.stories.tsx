import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener, settleAnnouncements } from '../storyKit';
import { KamiDialog, type KamiServices } from './KamiDialog';
import { kamiCatalog } from './messages';

const never = () => new Promise<never>(() => {});

type StoryArgs = KamiServices & { notify: (notice: Notice) => void; onRedeemed: () => void };

function KamiHarness({ locale, notify, onRedeemed, ...services }: StoryArgs & { locale: string }) {
  const t = createTranslator([kamiCatalog], locale);
  return (
    <DialogStoryHarness t={t} trigger={t('kami.trigger')} closeLabel={t('kami.close')} notify={notify}>
      {(dialog) => <KamiDialog t={t} {...dialog} services={services} onRedeemed={onRedeemed} />}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/KamiDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: { redeem: async (): Promise<string | void> => '卡密兑换成功，获得 100 积分', notify: fn(), onRedeemed: fn() },
  render: (args, { globals }) => <KamiHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '权益兑换';
const title = '卡密兑换';

const openWithKeyboard = keyboardOpener(trigger);

/** Empty field; the shared dialog suite runs first. */
export const Empty: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger, title })(context);
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('textbox', { name: '卡密' })).toHaveValue('');
  },
};

/** Keyboard: Enter in the empty field shows 卡密不能为空, tied to the field. */
export const Required: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    const field = within(dialog).getByRole('textbox', { name: '卡密' });
    field.focus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('卡密不能为空');
    await expect(context.args.notify).not.toHaveBeenCalled();
  },
};

export const Redeeming: Story = {
  args: { redeem: never },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '卡密' }), 'LX-7F3K-92QA{Enter}');
    await expect(await within(dialog).findByRole('progressbar', { name: '兑换中' })).toBeInTheDocument();
  },
};

/** The server's refusal shows under the field as it is. */
export const Refused: Story = {
  args: { redeem: () => Promise.reject(new Error('该卡密已被使用或不存在')) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    const field = within(dialog).getByRole('textbox', { name: '卡密' });
    await userEvent.type(field, 'LX-USED-0001{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('该卡密已被使用或不存在'));
    await expect(context.args.onRedeemed).not.toHaveBeenCalled();
  },
};

/** Redeemed: the server's text toasts, the user info reloads and the dialog closes. */
export const Redeemed: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '卡密' }), 'LX-7F3K-92QA');
    await userEvent.click(within(dialog).getByRole('button', { name: '立即兑换' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await within(document.body).findByText('卡密兑换成功，获得 100 积分')).toBeVisible();
    await expect(context.args.onRedeemed).toHaveBeenCalledTimes(1);
    // The pending button announced itself and closed with the dialog.
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, 'Redeem a code');
    await expect(within(dialog).getByRole('textbox', { name: 'Card code' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, '權益兌換');
    await expect(within(dialog).getByRole('heading', { name: '卡密兌換' })).toBeVisible();
  },
};
