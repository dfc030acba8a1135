import { errorMessage } from '@telehealth/api';
import { type TableFilterField, TableFilters } from '@telehealth/forms';
import { DataTable, type DataTableColumn } from '@telehealth/ui';
import type { useListParams } from './useListParams';

export interface AdminListProps<Row> {
  /** The list's name, plural and capitalised: 'Patients'. */
  caption: string;
  /** Show the caption (when no heading above names the table). */
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's address state from `useListParams`. */
  list: Pick<ReturnType<typeof useListParams>, 'filters' | 'applyFilters' | 'table'>;
  /** The endpoint's answer and state. */
  answer: { data?: { items: Row[]; total: number } | undefined; error?: unknown; isLoading: boolean };
  fields: readonly TableFilterField[];
  /** 'No patients match these filters.' and 'No patients yet.' */
  empty: { filtered: string; none: string };
}

/**
 * An admin list (docs/product/admin.md): the filter form above a server-paged, server-sorted DataTable whose page, order and
 * filters live in the address.
 */
export function AdminList<Row>({
  caption,
  showCaption = false,
  columns,
  rowKey,
  list,
  answer,
  fields,
  empty,
}: AdminListProps<Row>) {
  const filtered = Object.values(list.filters).some(Boolean);
  const noun = caption.toLowerCase();
  return (
    <DataTable
      caption={caption}
      captionHidden={!showCaption}
      columns={columns}
      rows={answer.data?.items}
      rowKey={rowKey}
      {...list.table}
      total={answer.data?.total ?? 0}
      loading={answer.isLoading}
      error={
        answer.error
          ? errorMessage(answer.error, `The ${noun} could not be loaded. Please try again.`)
          : undefined
      }
      emptyMessage={filtered ? empty.filtered : empty.none}
      toolbar={
        <TableFilters
          label={`${caption} filters`}
          fields={fields}
          values={list.filters}
          onApply={list.applyFilters}
        />
      }
    />
  );
}
