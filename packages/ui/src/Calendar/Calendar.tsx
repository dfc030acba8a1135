import { clsx } from 'clsx';
import type { Locale } from 'date-fns';
import { endOfWeek, startOfDay, startOfWeek } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import type { ReactNode } from 'react';
import { type ClassNames, type DateRange, DayPicker, type Matcher } from 'react-day-picker';
import * as styles from './Calendar.css';

export type { DateRange, Matcher } from 'react-day-picker';

/** The day a week starts on, 0 (Sunday) to 6 (Saturday). */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface CalendarBaseProps {
  /** Accessible name of the calendar, e.g. 'Appointment date'. */
  label: string;
  /** Days that cannot be picked: dates, ranges, `{ before: date }`, `{ dayOfWeek: [0, 6] }`, a function, or `true` for all. */
  disabled?: Matcher | Matcher[];
  /** The first day of the week; Monday (1) by default, as Australian calendars print it. */
  weekStartsOn?: WeekStartsOn;
  /** Shows the ISO week number at the start of each row. */
  showWeekNumber?: boolean;
  /** date-fns locale for month, weekday and day names; en-AU by default. */
  locale?: Locale;
  /** Marks a whole week (the week holding this date, from `weekStartsOn`) as selected, for picking a week. */
  selectedWeek?: Date;
  /** The month shown first; defaults to the selection's month (or the selected week's), else today's. */
  defaultMonth?: Date;
  /** The date treated as today (stories and tests pin it). */
  today?: Date;
  /** Text under the grid, announced politely when it changes (e.g. 'Tuesday 25 November selected'). */
  footer?: ReactNode;
  /** Extra class for the calendar's frame. */
  className?: string;
}

export interface CalendarSingleProps extends CalendarBaseProps {
  /** Pick one day (the default). */
  mode?: 'single';
  /** The picked day. */
  selected?: Date;
  /** Receives the picked day, or undefined when the picked day is pressed again. */
  onSelect?: (date: Date | undefined) => void;
}

export interface CalendarRangeProps extends CalendarBaseProps {
  /** Pick a range of days: the first press gives a one-day range, the next press sets its other end. */
  mode: 'range';
  /** The picked range. */
  selected?: DateRange;
  /** Receives the range as it is built, or undefined when it is cleared. */
  onSelect?: (range: DateRange | undefined) => void;
}

export type CalendarProps = CalendarSingleProps | CalendarRangeProps;

/** react-day-picker's parts, each given the theme's class. */
const classNames: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.monthCaption,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.monthGrid,
  weekday: styles.weekday,
  week_number: styles.weekNumber,
  week_number_header: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  outside: styles.outside,
  disabled: styles.disabled,
  hidden: styles.hidden,
  selected: styles.selected,
  range_start: styles.rangeStart,
  range_middle: styles.rangeMiddle,
  range_end: styles.rangeEnd,
  footer: styles.footer,
};

/** The days of `selectedWeek`'s week as react-day-picker modifiers: drawn and announced like a selected range. */
function weekModifiers(selectedWeek: Date | undefined, weekStartsOn: WeekStartsOn) {
  if (!selectedWeek) return undefined;
  const from = startOfWeek(selectedWeek, { weekStartsOn });
  const to = startOfDay(endOfWeek(selectedWeek, { weekStartsOn }));
  return {
    selected: { from, to },
    range_start: from,
    range_middle: { after: from, before: to },
    range_end: to,
  };
}

/**
 * A month calendar for picking a day, a range of days or (with `selectedWeek`) a week, on react-day-picker:
 * its grid, labels and keyboard (arrows, Page Up/Down for months, Home/End for the week) are the library's.
 * Weeks start on Monday and names are Australian English unless told otherwise.
 */
export function Calendar(props: CalendarProps) {
  const {
    label,
    disabled,
    weekStartsOn = 1,
    showWeekNumber = false,
    locale = enAU,
    selectedWeek,
    defaultMonth,
    today,
    footer,
    className,
  } = props;

  const shared = {
    disabled,
    weekStartsOn,
    showWeekNumber,
    locale,
    today,
    footer,
    showOutsideDays: true,
    classNames: { ...classNames, root: clsx(styles.root, className) },
    modifiers: weekModifiers(selectedWeek, weekStartsOn),
  };

  const picker =
    props.mode === 'range' ? (
      <DayPicker
        {...shared}
        mode="range"
        selected={props.selected}
        onSelect={props.onSelect}
        defaultMonth={defaultMonth ?? props.selected?.from ?? selectedWeek}
      />
    ) : (
      <DayPicker
        {...shared}
        mode="single"
        selected={props.selected}
        onSelect={props.onSelect}
        defaultMonth={defaultMonth ?? props.selected ?? selectedWeek}
      />
    );

  // react-day-picker puts aria-label on a plain div, which has no role to name; a group carries it. Not a
  // <fieldset>: that is a group of form controls and needs a <legend>, and this is a widget with a name.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a <legend>; this group is named by aria-label.
    <div role="group" aria-label={label} className={styles.frame}>
      {picker}
    </div>
  );
}
