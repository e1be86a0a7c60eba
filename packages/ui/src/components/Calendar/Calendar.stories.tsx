import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Inline } from '../../layout';
import { Calendar } from './Calendar';

const today = parseDate('2026-11-21');
const signedDays = [1, 2, 3, 5, 8, 9, 10, 14, 15, 16, 17, 20];
const markedDates = signedDays.map((day) => today.set({ day }));

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  args: {
    'aria-label': 'Check-in calendar',
    today,
    markedDates,
    markedLabel: 'Checked in',
    onChange: fn(),
  },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: today.set({ day: 20 }) } };

export const PreviousMonth: Story = {
  args: { defaultFocusedValue: parseDate('2026-10-15'), markedDates: [...markedDates, ...signedDays.map((day) => parseDate('2026-10-01').set({ day }))] },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = { args: { isReadOnly: true } };

/** The toolbar switches locale; this story shows the three product locales side by side. */
export const Locales: Story = {
  render: (args) => (
    <Inline gap="xl" alignItems="flex-start">
      {['zh-CN', 'en', 'zh-TW'].map((locale) => (
        <I18nProvider key={locale} locale={locale}>
          <Calendar {...args} aria-label={`${args['aria-label']} (${locale})`} />
        </I18nProvider>
      ))}
    </Inline>
  ),
};

/** Keyboard path: Tab to today, arrows move between days (not past today), Enter selects. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const focusedDay = () => document.activeElement?.textContent;
    await userEvent.tab(); // previous-month button; next is disabled (no future months)
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(focusedDay()).toBe('21');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focusedDay()).toBe('20');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(today.set({ day: 20 }));
    await expect(document.activeElement?.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(focusedDay()).toBe('21'); // the future is disabled
    await userEvent.keyboard('{ArrowUp}');
    await expect(focusedDay()).toBe('14');
    await expect(document.activeElement?.getAttribute('aria-label')).toContain('Checked in');
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(focusedDay()).toBe('14'));
    await expect(canvas.getByRole('grid')).toHaveAccessibleName(/10/);
  },
};

export const LongLabel: Story = {
  args: {
    markedLabel: 'Checked in and collected the daily reward of fifty credits',
    previousLabel: 'Show the previous month of check-in history',
    nextLabel: 'Show the next month of check-in history',
  },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: 300 }}>{Story()}</div>
      </I18nProvider>
    ),
  ],
};

export const Chinese: Story = {
  args: { 'aria-label': '签到日历', markedLabel: '已签到', previousLabel: '上个月', nextLabel: '下个月' },
  decorators: [(Story) => <I18nProvider locale="zh-CN">{Story()}</I18nProvider>],
};
