import { DataTable, EmptyState } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { RecordSection } from './RecordSection';

export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  nowrap?: boolean;
  align?: 'start' | 'end';
}

export interface RecordTableProps<Row> {
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  emptyTitle: string;
}

/** A short table of one record's related rows (a detail screen's section); cards on a phone. */
export function RecordTable<Row>({ label, columns, rows, rowKey, emptyTitle }: RecordTableProps<Row>) {
  if (rows.length === 0) return <EmptyState headingLevel={3} title={emptyTitle} />;
  return (
    <DataTable
      caption={label}
      captionHidden
      columns={columns.map((column) => ({ key: column.header, ...column }))}
      rows={rows}
      rowKey={rowKey}
      emptyMessage={emptyTitle}
    />
  );
}

/** A titled part of a record's screen that is one short table, the title naming both. */
export function RecordTableSection<Row>({
  note,
  ...table
}: Omit<RecordTableProps<Row>, 'label'> & { title: string; note?: string | null }) {
  const { title, ...rest } = table;
  return (
    <RecordSection title={title} note={note}>
      <RecordTable label={title} {...rest} />
    </RecordSection>
  );
}
