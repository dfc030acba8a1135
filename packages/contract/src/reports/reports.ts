// The wire of the admin reports screens (docs/product/admin.md): schemas, limits and messages.
import { z } from 'zod';
import { queryDate } from '../admin-table';
import { assessmentType } from '../assessments/questionnaire';
import { appointmentStatusValues } from '../booking/booking';
import { fallbackTimeZone } from '../format';

/**
 * The clinic's time zone: report days are its calendar days. The project keeps no per-clinic zone setting; the
 * business is in Sydney, the zone every unknown zone falls back to.
 */
export const REPORT_TIME_ZONE = fallbackTimeZone;
/** The longest range a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** The days a report covers when no range is asked for, and the dashboard's charts: the last 30, today included. */
export const REPORT_DEFAULT_DAYS = 30;

export const reportMessages = {
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of ${REPORT_MAX_DAYS} days or fewer.`,
  unknownReport: 'Choose a report: revenue, assessments, appointments or funnel.',
} as const;

/** The reports of `/admin/reports`, each a chart, a table and a CSV file. */
export const reportKinds = ['revenue', 'assessments', 'appointments', 'funnel'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportKindLabels: Record<ReportKind, string> = {
  revenue: 'Revenue by day',
  assessments: 'Assessments by type and outcome',
  appointments: 'Appointments per practitioner',
  funnel: 'Started → paid → approved',
};

// ---- calendar days, as `YYYY-MM-DD`

const DAY_MS = 86_400_000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `instant` falls on in `timeZone`, as `YYYY-MM-DD`. */
export function calendarDayIn(instant: Date, timeZone: string = REPORT_TIME_ZONE): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(instant);
}

/** `day` moved by `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `from` to `to` covers, both included (0 or less when `to` is before `from`). */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

// ---- the range

export interface ReportRange {
  from: string;
  to: string;
}

/** What is wrong with a range, naming the field to fix; null when it is fine. */
export function reportRangeIssue(range: ReportRange): { message: string; field: 'from' | 'to' } | null {
  const days = reportRangeDays(range.from, range.to);
  if (days < 1) return { message: reportMessages.rangeOrder, field: 'to' };
  if (days > REPORT_MAX_DAYS) return { message: reportMessages.rangeTooLong, field: 'from' };
  return null;
}

/**
 * The range a query asks for, completed: `to` is today (in the clinic's zone) unless given, and `from` the 30th day
 * back to `to` unless given. Check it again with `reportRangeIssue`: only a complete range can be checked whole.
 */
export function resolveReportRange(query: Partial<ReportRange>, today: string): ReportRange {
  const to = query.to ?? today;
  return { from: query.from ?? addCalendarDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

/** The last 30 days to `today`, both included. */
export function defaultReportRange(today: string): ReportRange {
  return resolveReportRange({}, today);
}

const rangeFields = { from: queryDate.optional(), to: queryDate.optional() };

function checkRange(query: Partial<ReportRange>, context: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  const issue = reportRangeIssue({ from: query.from, to: query.to });
  if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}

/**
 * `GET /api/admin/dashboard-charts?to`: the 30 days ending on `to` (today in the clinic's zone unless given). The
 * dashboard sends the day its viewer sees as today, so its charts and their labels agree with the page's clock.
 */
export const dashboardChartsQuery = z.object({ to: queryDate.optional() });
export type DashboardChartsQuery = z.input<typeof dashboardChartsQuery>;

/** `GET /api/admin/reports?from&to`: calendar days in the clinic's zone; the last 30 days unless given. */
export const reportRangeQuery = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeQuery = z.input<typeof reportRangeQuery>;

export const reportKind = z.enum(reportKinds, { error: reportMessages.unknownReport });

/** `GET /api/admin/reports.csv?report&from&to`: one report as a CSV file. */
export const reportCsvQuery = z.object({ report: reportKind, ...rangeFields }).superRefine(checkRange);
export type ReportCsvQuery = z.input<typeof reportCsvQuery>;

// ---- the figures

const count = z.number().int().nonnegative();
const cents = z.number().int();
const day = z.string().meta({ description: 'A calendar day in the clinic’s time zone, YYYY-MM-DD' });

/**
 * One day of revenue: payments taken that day (by `paid_at`, succeeded or later refunded), their amount, the part
 * of it refunded since, and what was kept. Money in cents, GST included.
 */
export const revenueDay = z.object({
  day,
  payments: count,
  grossCents: cents,
  refundedCents: cents,
  netCents: cents,
});
export type RevenueDay = z.infer<typeof revenueDay>;

/** Where a submitted assessment stands: decided either way, or not yet (awaiting payment or review). */
export const assessmentOutcomes = ['approved', 'declined', 'pending'] as const;
export type AssessmentOutcome = (typeof assessmentOutcomes)[number];
export const assessmentOutcomeLabels: Record<AssessmentOutcome, string> = {
  approved: 'Approved',
  declined: 'Declined',
  pending: 'Pending',
};

/** The assessments of one type submitted in the range, by outcome. */
export const assessmentOutcomeRow = z.object({
  type: assessmentType,
  approved: count,
  declined: count,
  pending: count,
  total: count,
});
export type AssessmentOutcomeRow = z.infer<typeof assessmentOutcomeRow>;

export const reportAppointmentStatuses = appointmentStatusValues;
export type ReportAppointmentStatus = (typeof reportAppointmentStatuses)[number];
export const reportAppointmentStatusLabels: Record<ReportAppointmentStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  no_show: 'No-show',
};

/** One practitioner's appointments starting in the range, by status. */
export const practitionerAppointmentsRow = z.object({
  practitionerId: z.number().int().positive(),
  practitionerName: z.string(),
  scheduled: count,
  completed: count,
  cancelled: count,
  rescheduled: count,
  no_show: count,
  total: count,
});
export type PractitionerAppointmentsRow = z.infer<typeof practitionerAppointmentsRow>;

export const funnelStages = ['started', 'paid', 'approved'] as const;
export type FunnelStage = (typeof funnelStages)[number];
export const funnelStageLabels: Record<FunnelStage, string> = {
  started: 'Started',
  paid: 'Paid',
  approved: 'Approved',
};

/** One step of the funnel: assessments started in the range, of those the paid ones, of those the approved. */
export const funnelStep = z.object({ stage: z.enum(funnelStages), count });
export type FunnelStep = z.infer<typeof funnelStep>;

const rangeAnswer = {
  from: day,
  to: day,
  /** The zone whose calendar days the figures are counted in. */
  timeZone: z.string(),
};

/** `GET /api/admin/reports`: the four reports of one range. */
export const adminReports = z.object({
  ...rangeAnswer,
  /** Every day of the range, oldest first, zero on days without payments. */
  revenue: z.array(revenueDay),
  /** Every assessment type, in the contract's order. */
  assessments: z.array(assessmentOutcomeRow),
  /** Active practitioners and any with appointments in the range, by name. */
  appointments: z.array(practitionerAppointmentsRow),
  /** Started, paid, approved, in that order. */
  funnel: z.array(funnelStep),
});
export type AdminReports = z.infer<typeof adminReports>;

/** One day of the dashboard's assessments chart: submitted that day, by outcome. */
export const outcomeDay = z.object({ day, approved: count, declined: count, pending: count });
export type OutcomeDay = z.infer<typeof outcomeDay>;

/** `GET /api/admin/dashboard-charts`: the last 30 days, today included. */
export const dashboardCharts = z.object({
  ...rangeAnswer,
  payments: z.array(revenueDay),
  assessments: z.array(outcomeDay),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
