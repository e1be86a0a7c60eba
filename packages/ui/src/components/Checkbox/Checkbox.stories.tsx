import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const States: Story = {
  render: (args) => (
    <Stack gap="md">
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected>
        Read only
      </Checkbox>
    </Stack>
  ),
};

export const WithDescription: Story = { args: { children: 'Email me about new models', description: 'At most one email a week.' } };

export const Invalid: Story = {
  render: (args) => (
    <Stack gap="md">
      <Checkbox {...args} isInvalid errorMessage="You must accept the terms to continue.">
        I accept the terms
      </Checkbox>
      <Checkbox {...args} isInvalid defaultSelected>
        Invalid and checked
      </Checkbox>
      <Checkbox {...args} isInvalid isIndeterminate>
        Invalid and indeterminate
      </Checkbox>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue.');
  },
};

/** validate: checking and unchecking commits the value, so the message shows at once. */
export const Validate: Story = {
  args: {
    children: 'I accept the terms',
    validationBehavior: 'aria',
    validate: (selected: boolean) => (selected ? null : 'You must accept the terms to continue.'),
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('You must accept the terms to continue.')).toBeVisible();
  },
};

/**
 * A click as the browser fires it; true if something cancelled it. (user-event instead forwards
 * any click inside a <label> to its control, even a click on a link, which browsers do not do.)
 */
function browserClick(element: Element, detail = 1) {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
    const EventType = type.startsWith('pointer') ? PointerEvent : MouseEvent;
    element.dispatchEvent(new EventType(type, { bubbles: true, cancelable: true, detail, button: 0, pointerType: 'mouse', isPrimary: true }));
  }
  return !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail, button: 0 }));
}

// target="_self" keeps navigation inside the story frame (Storybook's <base> targets the parent page).
const agreement = (
  <>
    我已阅读并同意
    <Link href="#user-agreement" target="_self">
      《用户协议》
    </Link>
    和
    <a href="#privacy-policy" target="_self">
      《隐私政策》
    </a>
  </>
);

/**
 * The login dialog's agreement, with a RAC Link and a plain <a>: pressing a link opens it
 * (the click is not cancelled) and does not tick the box; the rest of the label does.
 */
export const LinksInLabel: Story = {
  args: { children: agreement },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已阅读并同意《用户协议》和《隐私政策》' });
    const links = [canvas.getByRole('link', { name: '《用户协议》' }), canvas.getByRole('link', { name: '《隐私政策》' })];
    for (const link of links) {
      await expect(browserClick(link)).toBe(false); // mouse
      await expect(browserClick(link, 0)).toBe(false); // Enter on a focused link, or a screen reader's click
    }
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByText(/我已阅读并同意/));
    await expect(checkbox).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Send me product announcements, early access invitations to new models, and occasional surveys about how I use the assistant',
    description: 'You can unsubscribe at any time from the link at the bottom of every email we send.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Chinese: Story = {
  render: (args) => (
    <Stack gap="md">
      <Checkbox {...args}>记住登录状态</Checkbox>
      <Checkbox {...args} defaultSelected description="开启后每天自动签到领取签到奖励">
        自动签到
      </Checkbox>
      <Checkbox {...args} isInvalid errorMessage="请先阅读并同意用户协议">
        {agreement}
      </Checkbox>
    </Stack>
  ),
};

/** Keyboard path: Tab focuses the checkbox, Space toggles it; Tab then reaches the links, whose Enter is not cancelled. */
export const Keyboard: Story = {
  args: { children: agreement },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();

    // user-event would turn Enter on a link into a click forwarded to the checkbox (see browserClick),
    // so the key goes in natively: it must not be cancelled, or the link would not open.
    for (const name of ['《用户协议》', '《隐私政策》']) {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      const key = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true };
      await expect(link.dispatchEvent(new KeyboardEvent('keydown', key))).toBe(true);
      await expect(browserClick(link, 0)).toBe(false);
      link.dispatchEvent(new KeyboardEvent('keyup', key));
    }
    await expect(checkbox).not.toBeChecked();
  },
};
