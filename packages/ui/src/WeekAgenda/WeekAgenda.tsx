import { TZDate } from '@date-fns/tz';
import { clsx } from 'clsx';
import { addDays, compareAsc, format, isSameDay, isValid, startOfWeek } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { type ReactNode, useId } from 'react';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './WeekAgenda.css';

/** The tones an item's stripe takes (the item's text should say what it means too). */
export type WeekAgendaTone = 'neutral' | 'positive' | 'critical' | 'info';

export interface WeekAgendaItem {
  /** Stable key. */
  id: string | number;
  /** When it starts, as an ISO 8601 instant (UTC, e.g. '2025-11-23T22:30:00Z'); grouped and shown in `timeZone`. */
  startsAt: string;
  /** The main line, e.g. the patient's name. */
  title: ReactNode;
  /** A second, quieter line, e.g. 'Video consultation · Confirmed'. */
  meta?: ReactNode;
  /** The stripe's tone; neutral by default. */
  tone?: WeekAgendaTone;
  /** Buttons or links for this item. */
  actions?: ReactNode;
}

export interface WeekAgendaProps {
  /** A day of the week to show; the agenda runs from that week's Monday to Sunday (the date as the Date reads it). */
  weekStart: Date;
  /** IANA zone the items are grouped and their times shown in, e.g. 'Australia/Sydney'. */
  timeZone: string;
  /** The week's items, in any order; those outside the week are left out. */
  items: WeekAgendaItem[];
  /** Accessible name of the agenda's region, e.g. 'Appointments this week'. */
  label: string;
  /** Shown under a day with no items. */
  emptyDayLabel?: string;
  /** Shows placeholders instead of items, and announces `loadingLabel`. */
  isLoading?: boolean;
  /** Announced while loading. */
  loadingLabel?: string;
  /** The date marked as today (aria-current="date"); now by default. */
  today?: Date;
  /** Level of the day headings, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class for the region. */
  className?: string;
}

/** 'Mon 24 Nov': short enough for a seventh of a tablet. */
const dayHeadingFormat = 'EEE d MMM';
/** '9:30 am', as the Australian Government style manual writes times. */
const timeFormat = 'h:mm aaa';

/**
 * A week of appointments, Monday to Sunday, in the practitioner's time zone: seven columns from tablets up, a
 * list of days below. Today's day carries aria-current="date" and a 'Today' badge.
 */
export function WeekAgenda({
  weekStart,
  timeZone,
  items,
  label,
  emptyDayLabel = 'No appointments',
  isLoading = false,
  loadingLabel = 'Loading appointments',
  today,
  headingLevel = 3,
  className,
}: WeekAgendaProps) {
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  // The week's Monday at midnight in the zone: the calendar date weekStart reads as, so that a Calendar's pick
  // (local midnight) or a TZDate both mean the day they show.
  const monday = startOfWeek(
    new TZDate(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate(), timeZone),
    { weekStartsOn: 1 },
  );
  const now = new TZDate((today ?? new Date()).getTime(), timeZone);
  const zoned = items
    .map((item) => ({ item, at: new TZDate(item.startsAt, timeZone) }))
    .filter(({ at }) => isValid(at))
    .sort((a, b) => compareAsc(a.at, b.at));

  const days = Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    return { date, items: zoned.filter(({ at }) => isSameDay(at, date)) };
  });

  return (
    <section aria-label={label} aria-busy={isLoading || undefined} className={clsx(styles.root, className)}>
      {/* Always mounted, so that the words are announced when loading starts. */}
      <VisuallyHidden role="status">{isLoading ? loadingLabel : ''}</VisuallyHidden>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from unstyled lists; as in List. */}
      <ol role="list" className={styles.days}>
        {days.map(({ date, items: dayItems }) => {
          const isToday = isSameDay(date, now);
          const headingId = `${baseId}-${format(date, 'yyyy-MM-dd')}`;
          return (
            <li key={headingId} className={styles.day} aria-current={isToday ? 'date' : undefined}>
              <div className={styles.dayHeader}>
                <Heading id={headingId} className={styles.dayHeading}>
                  {format(date, dayHeadingFormat, { locale: enAU })}
                </Heading>
                {isToday ? <span className={styles.todayBadge}>Today</span> : null}
              </div>
              {isLoading ? (
                <Skeleton shape="rect" />
              ) : dayItems.length > 0 ? (
                // biome-ignore lint/a11y/noRedundantRoles: as above (List itself would pull sprinkles into calendar.css).
                <ul role="list" className={styles.items}>
                  {dayItems.map(({ item, at }) => (
                    <li key={item.id} className={styles.item[item.tone ?? 'neutral']}>
                      <time dateTime={item.startsAt} className={styles.time}>
                        {format(at, timeFormat, { locale: enAU })}
                      </time>
                      <span className={styles.title}>{item.title}</span>
                      {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
                      {item.actions ? <div className={styles.actions}>{item.actions}</div> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>{emptyDayLabel}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
