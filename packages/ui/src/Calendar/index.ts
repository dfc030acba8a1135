// The `@telehealth/ui/calendar` entry: react-day-picker and the date-fns time-zone code live behind this subpath
// only, so that no page that never shows a calendar downloads them.

export { WeekAgenda, type WeekAgendaItem, type WeekAgendaProps, type WeekAgendaTone } from '../WeekAgenda';
export {
  Calendar,
  type CalendarProps,
  type CalendarRangeProps,
  type CalendarSingleProps,
  type DateRange,
  type Matcher,
  type WeekStartsOn,
} from './Calendar';
