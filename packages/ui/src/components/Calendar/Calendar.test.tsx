import { parseDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Calendar } from './Calendar';

const today = parseDate('2026-11-21');

function renderCalendar(locale = 'en-US') {
  return render(
    <I18nProvider locale={locale}>
      <Calendar aria-label="签到日历" today={today} markedDates={[today.set({ day: 3 })]} markedLabel="已签到" />
    </I18nProvider>,
  );
}

const dayButton = (day: string) => screen.getAllByRole('button').find((button) => button.textContent === day) as HTMLElement;

describe('Calendar', () => {
  it('opens on the month of the `today` prop', () => {
    renderCalendar();
    expect(screen.getByRole('grid')).toHaveAccessibleName(/November 2026/);
  });

  it('opens on the month of a selected date before today', () => {
    render(
      <I18nProvider locale="en-US">
        <Calendar aria-label="签到日历" today={today} defaultValue={parseDate('2026-10-08')} />
      </I18nProvider>,
    );
    expect(screen.getByRole('grid')).toHaveAccessibleName(/October 2026/);
  });

  it('appends the marked label to signed days and shows a check mark', () => {
    renderCalendar();
    const signed = dayButton('3');
    expect(signed.getAttribute('aria-label')).toMatch(/November 3, 2026, 已签到$/);
    expect(signed).toHaveAttribute('data-marked', 'true');
    expect(signed.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(dayButton('4').getAttribute('aria-label')).not.toContain('已签到');
  });

  it('disables the days after today and takes "today" from the prop', () => {
    renderCalendar();
    expect(dayButton('22')).toHaveAttribute('aria-disabled', 'true');
    expect(dayButton('21')).not.toHaveAttribute('aria-disabled');
    expect(dayButton('21')).toHaveAttribute('data-today', 'true');
    expect(dayButton('20')).not.toHaveAttribute('data-today');
  });

  it('formats in the I18nProvider locale', () => {
    renderCalendar('zh-CN');
    expect(screen.getByRole('grid')).toHaveAccessibleName(/2026年11月/);
  });
});
