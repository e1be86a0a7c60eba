import { isSameDay, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Calendar as RACCalendar,
  useLocale,
  type CalendarProps as RACCalendarProps,
  type DateValue,
} from 'react-aria-components';
import * as styles from './Calendar.css';

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'className' | 'style' | 'children' | 'maxValue' | 'visibleDuration'> {
  /** The current day: later days are disabled. A prop (not the clock) so renders are deterministic. */
  today: CalendarDate;
  /** Days shown as done (signed in) with a check mark. */
  markedDates?: readonly DateValue[];
  /** Appended to a marked day's accessible name, e.g. "已签到". */
  markedLabel?: string;
  /** Overrides RAC's localized month-navigation labels, e.g. "上个月" / "下个月". */
  previousLabel?: string;
  nextLabel?: string;
}

/** A one-month calendar (the check-in calendar): RAC handles keyboard, focus, locale and date maths. */
export function Calendar<T extends DateValue>({
  today,
  markedDates = [],
  markedLabel = 'Marked',
  previousLabel,
  nextLabel,
  defaultFocusedValue,
  ...props
}: CalendarProps<T>) {
  const { direction } = useLocale();
  const marked = useMemo(() => new Set(markedDates.map((date) => toCalendarDate(date).toString())), [markedDates]);
  const [PrevIcon, NextIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <RACCalendar
      {...props}
      maxValue={today}
      defaultFocusedValue={defaultFocusedValue ?? props.value ?? props.defaultValue ?? today}
      className={styles.calendar}
    >
      <div className={styles.header}>
        <Button slot="previous" className={styles.navButton} {...(previousLabel ? { 'aria-label': previousLabel } : {})}>
          <PrevIcon aria-hidden="true" size={18} />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.navButton} {...(nextLabel ? { 'aria-label': nextLabel } : {})}>
          <NextIcon aria-hidden="true" size={18} />
        </Button>
      </div>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => {
            const isMarked = marked.has(date.toString());
            return (
              <CalendarCell
                date={date}
                className={styles.cell}
                // RAC builds the day's aria-label itself; append the mark, and judge "today" by the prop, not the clock.
                render={(domProps) => (
                  <div
                    {...domProps}
                    aria-label={isMarked ? `${domProps['aria-label']}, ${markedLabel}` : domProps['aria-label']}
                    data-marked={isMarked || undefined}
                    data-today={isSameDay(date, today) || undefined}
                  />
                )}
              >
                {({ formattedDate }) => (
                  <>
                    <span>{formattedDate}</span>
                    {isMarked ? <Check aria-hidden="true" className={styles.mark} strokeWidth={3} /> : null}
                  </>
                )}
              </CalendarCell>
            );
          }}
        </CalendarGridBody>
      </CalendarGrid>
    </RACCalendar>
  );
}
