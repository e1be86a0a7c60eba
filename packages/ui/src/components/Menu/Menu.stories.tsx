import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Coins, Copy, Gift, LogOut, Pencil, Settings, Share2, Trash2, UserPlus, UserRound } from 'lucide-react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout';
import { dialogA11yPlay } from '../../testing';
import { Button } from '../Button';
import { openWithKeyboard } from '../Dialog/storyPlays';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, menuItemTones, menuPlacements, MenuSection, MenuSeparator, MenuTrigger, type MenuProps } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  argTypes: { placement: { control: 'inline-radio', options: menuPlacements } },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={Pencil}>
          Rename
        </MenuItem>
        <MenuItem id="copy" icon={Copy} description="Copies the whole conversation as text">
          Copy
        </MenuItem>
        <MenuItem id="share" icon={Share2} isDisabled description="Only members can share">
          Share
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={Trash2} tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<MenuProps<object>>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).queryByRole('menu');
const lastActionKey = (onAction: MenuProps<object>['onAction']) => mocked(onAction!).mock.lastCall?.[0];

/** Open: icons, a description, a disabled item, a separator and a danger item. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement, 'Actions', 'menu');
  },
};

/** Every item tone. */
export const Tones: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Tones</Button>
      <Menu {...args}>
        {menuItemTones.map((tone) => (
          <MenuItem key={tone} id={tone} tone={tone} icon={Settings} description={`${tone} description`}>
            {tone}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  ),
};

/** Every placement; each opens and closes from the keyboard. */
export const Placements: Story = {
  decorators: [(Story) => <div style={{ padding: '200px 0' }}>{Story()}</div>],
  render: (args) => (
    <Inline gap="md">
      {menuPlacements.map((placement) => (
        <MenuTrigger key={placement}>
          <Button variant="secondary">{placement}</Button>
          <Menu {...args} placement={placement}>
            <MenuItem id="a">Rename</MenuItem>
            <MenuItem id="b">Copy</MenuItem>
          </Menu>
        </MenuTrigger>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    for (const placement of menuPlacements) {
      await openWithKeyboard(canvasElement, placement, 'menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu()).toBeNull());
    }
  },
};

/** Keyboard path: Enter opens on the first item, arrows move (skipping disabled), Enter runs onAction, focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(list).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('menuitem', { name: /^Copy/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('delete');
    await waitFor(() => expect(menu()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * RAC renders the menu's popover as a dialog named by the trigger, and keeps focus inside it
 * (Tab does not leave the open menu), so the shared suite runs with its focus-trap check.
 */
export const DialogSuite: Story = {
  play: dialogA11yPlay({ trigger: 'Actions', title: 'Actions', trapsFocus: true }),
};

const avatarMenu = (labels: {
  trigger: string;
  account: string;
  points: string;
  pointsHint: string;
  checkIn: string;
  invite: string;
  redeem: string;
  settings: string;
  logout: string;
}) =>
  function AvatarMenu(args: MenuProps<object>) {
    return (
      <MenuTrigger>
        <IconButton icon={UserRound} label={labels.trigger} variant="secondary" />
        <Menu {...args} placement="bottom end">
          <MenuSection title={labels.account}>
            <MenuItem id="points" icon={Coins} description={labels.pointsHint}>
              {labels.points}
            </MenuItem>
            <MenuItem id="check-in" icon={CalendarCheck}>
              {labels.checkIn}
            </MenuItem>
            <MenuItem id="invite" icon={UserPlus}>
              {labels.invite}
            </MenuItem>
            <MenuItem id="redeem" icon={Gift}>
              {labels.redeem}
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection aria-label={labels.settings}>
            <MenuItem id="settings" icon={Settings}>
              {labels.settings}
            </MenuItem>
            <MenuItem id="logout" icon={LogOut} tone="danger">
              {labels.logout}
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    );
  };

/** The product's avatar menu, with sections. */
export const AvatarMenu: Story = {
  render: avatarMenu({
    trigger: 'Account',
    account: 'Account',
    points: 'My points',
    pointsHint: '1,280 points',
    checkIn: 'Check-in reward',
    invite: 'Invite friends',
    redeem: 'Redeem benefits',
    settings: 'Settings',
    logout: 'Log out',
  }),
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement, 'Account', 'menu');
  },
};

export const Chinese: Story = {
  render: avatarMenu({
    trigger: '账户菜单',
    account: '我的账户',
    points: '我的积分',
    pointsHint: '当前 1280 积分',
    checkIn: '签到奖励',
    invite: '邀请好友',
    redeem: '权益兑换',
    settings: '设置',
    logout: '退出登录',
  }),
  play: async ({ args, canvasElement }) => {
    const list = await openWithKeyboard(canvasElement, '账户菜单', 'menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(list).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(list).getByRole('menuitem', { name: '权益兑换' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastActionKey(args.onAction)).toBe('redeem');
    await openWithKeyboard(canvasElement, '账户菜单', 'menu');
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Membership</Button>
      <Menu {...args}>
        <MenuItem id="upgrade" icon={Gift} description="Includes every advanced model, priority access at peak times and twice the daily points">
          Upgrade to the annual membership with the early-supporter discount
        </MenuItem>
        <MenuItem id="cancel" icon={Trash2} tone="danger">
          Cancel the automatic renewal of the current membership plan
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
