import {
  assessmentTypeLabels,
  funnelStageLabels,
  type ReportKind,
  type ReportRange,
} from '@telehealth/contract';
import type { Db } from '../db/client';
import { type CsvCell, csvDocument } from '../http/csv';
import * as service from './service';

/** Cents as dollars with two decimals ("1234.50"): exact, and what a spreadsheet reads as an amount. */
function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** One report of a range as a CSV document: a header row of snake_case names, then its rows as its table shows. */
export async function reportCsv(db: Db, kind: ReportKind, range: ReportRange): Promise<string> {
  let header: string[];
  let rows: CsvCell[][];
  switch (kind) {
    case 'revenue': {
      header = ['day', 'payments', 'gross_aud', 'refunded_aud', 'net_aud'];
      rows = (await service.revenueByDay(db, range)).map((day) => [
        day.day,
        day.payments,
        dollars(day.grossCents),
        dollars(day.refundedCents),
        dollars(day.netCents),
      ]);
      break;
    }
    case 'assessments': {
      header = ['type', 'approved', 'declined', 'pending', 'total'];
      rows = (await service.assessmentsByTypeAndOutcome(db, range)).map((row) => [
        assessmentTypeLabels[row.type],
        row.approved,
        row.declined,
        row.pending,
        row.total,
      ]);
      break;
    }
    case 'appointments': {
      header = ['practitioner', 'scheduled', 'completed', 'cancelled', 'rescheduled', 'no_show', 'total'];
      rows = (await service.appointmentsPerPractitioner(db, range)).map((row) => [
        row.practitionerName,
        row.scheduled,
        row.completed,
        row.cancelled,
        row.rescheduled,
        row.no_show,
        row.total,
      ]);
      break;
    }
    case 'funnel': {
      header = ['stage', 'assessments'];
      rows = (await service.funnel(db, range)).map((step) => [funnelStageLabels[step.stage], step.count]);
      break;
    }
  }
  return csvDocument(header, rows);
}

/** The download's file name: the report and its range. */
export function reportFileName(kind: ReportKind, range: ReportRange): string {
  return `${kind}-${range.from}-to-${range.to}.csv`;
}
