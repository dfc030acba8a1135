import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { SortAscendingIcon, SortDescendingIcon, SortNoneIcon } from '../Icons';
import { Pagination } from '../Pagination';
import { Select, type SelectOption } from '../Select';
import { Skeleton } from '../Skeleton';
import { Table, type TableSortDirection } from '../Table';
import * as tableStyles from '../Table/Table.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DataTable.css';

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Identifies the column; the server's sort key when sortable. */
  key: string;
  /** The column's name: its header, and the label of its value on a phone's card. */
  header: string;
  /** The cell's content for a row. */
  cell: (row: Row) => ReactNode;
  /** Sortable from its header (and the phone's sort menu). */
  sortable?: boolean;
  /** The direction of the first sort by this column; 'asc' unless set (e.g. 'desc' for newest first). */
  firstSortDir?: DataTableSortDir;
  /** Text alignment; 'end' for numbers and amounts. */
  align?: 'start' | 'end';
  /** Shown on phones as the card's title (one column, usually the name). */
  primary?: boolean;
  /** Left out of the phone card layout. */
  hideOnPhone?: boolean;
  /** Keep the value on one line (dates, badges). */
  nowrap?: boolean;
  /** The header for assistive technology only (a column of buttons that name themselves). */
  headerHidden?: boolean;
  /** On a phone's card, the value without its column's name before it (actions). */
  unlabelled?: boolean;
  /**
   * Its values differ from one run to the next with the same data (a time the server stamps with its own clock):
   * its cells carry `data-volatile`, which the page captures mask.
   */
  volatile?: boolean;
}

export type DataTableSortDir = 'asc' | 'desc';

/** The list's order, as the server's `sort` and `dir` query take it. */
export interface DataTableSort {
  key: string;
  dir: DataTableSortDir;
}

export interface DataTableProps<Row> {
  /** The table's accessible name, shown as its caption, e.g. 'Patients'. */
  caption: string;
  /** Keep the caption for assistive technology only (a heading above already says it). */
  captionHidden?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** This page's rows; undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  /** A stable key for a row, usually its id. */
  rowKey: (row: Row) => string | number;
  /** The current order; none when the list has no sortable column. */
  sort?: DataTableSort;
  /** Called with the order the user asks for; the caller fetches it from the server. */
  onSortChange?: (next: DataTableSort) => void;
  /** The current page, from 1. */
  page?: number;
  /** Rows per page. */
  pageSize?: number;
  /** How many rows match the filters, on every page together. */
  total?: number;
  /** Called with the page the user asks for; without it the table shows every row it is given, with no pages. */
  onPageChange?: (page: number) => void;
  /** A request is under way: skeleton rows while there are none yet, and aria-busy on the table. */
  loading?: boolean;
  /** Loading failed: this message, in a critical Alert, in place of the rows. */
  error?: ReactNode;
  /** In place of the rows when there are none, e.g. 'No patients match these filters.'; else the header alone. */
  emptyMessage?: ReactNode;
  /** Above the table: the page's filter form. */
  toolbar?: ReactNode;
  /** Announced while the first page loads; 'Loading patients' for the caption 'Patients' unless set. */
  loadingLabel?: string;
  /** Names the pagination landmark; 'Patients pages' for the caption 'Patients' unless set. */
  paginationLabel?: string;
  /** Show 'Showing 21–40 of 45' above the page buttons (default). */
  showRange?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
}

const SKELETON_ROWS = 5;

const ariaSort: Record<DataTableSortDir, TableSortDirection> = { asc: 'ascending', desc: 'descending' };
const sortIcons = { ascending: SortAscendingIcon, descending: SortDescendingIcon, none: SortNoneIcon };
const sortStateText = { ascending: 'sorted ascending', descending: 'sorted descending', none: 'not sorted' };

/** The order after a press on a column's header: the active column flips, another starts at its first direction. */
export function nextSort(
  column: Pick<DataTableColumn<unknown>, 'key' | 'firstSortDir'>,
  current: DataTableSort | undefined,
): DataTableSort {
  if (current?.key === column.key) return { key: column.key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key: column.key, dir: column.firstSortDir ?? 'asc' };
}

const sortValue = (sort: DataTableSort) => `${sort.dir}:${sort.key}`;

function parseSortValue(value: string): DataTableSort {
  const at = value.indexOf(':');
  return { key: value.slice(at + 1), dir: value.slice(0, at) === 'desc' ? 'desc' : 'asc' };
}

/**
 * A server-driven list: the caller fetches the page, order and filters it shows and gets the user's requests back
 * through `onSortChange` and `onPageChange`. Sortable headers are buttons with aria-sort. Where the table is
 * narrower than the tablet breakpoint (a container query, so no script measures anything), each row is a card
 * with the primary column as its title, and a 'Sort by' menu above the cards takes the headers' place.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  page = 1,
  pageSize = SKELETON_ROWS,
  total = 0,
  onPageChange,
  loading = false,
  error,
  emptyMessage,
  toolbar,
  loadingLabel,
  paginationLabel,
  showRange = true,
  className,
}: DataTableProps<Row>) {
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const head = (column: DataTableColumn<Row>) => {
    if (!onSortChange || !column.sortable) {
      return (
        <Table.Head key={column.key} align={column.align}>
          {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
        </Table.Head>
      );
    }
    const state: TableSortDirection = sort?.key === column.key ? ariaSort[sort.dir] : 'none';
    const SortIcon = sortIcons[state];
    return (
      <Table.Head key={column.key} align={column.align} aria-sort={state}>
        <button
          type="button"
          className={clsx(tableStyles.sortButton, styles.sortButton)}
          onClick={() => onSortChange(nextSort(column, sort))}
        >
          {column.header}
          <SortIcon className={tableStyles.sortIcon} />
          <VisuallyHidden>{` (${sortStateText[state]})`}</VisuallyHidden>
        </button>
        {/* On a phone the header row is out of sight: it keeps naming the column, without a button to reach. */}
        <span className={styles.phoneHeader}>{column.header}</span>
      </Table.Head>
    );
  };

  const cellProps = (column: DataTableColumn<Row>) => ({
    align: column.align,
    nowrap: column.nowrap,
    // The card's title has no 'Name:' before it; every other value is named by its column.
    label: column.primary || column.unlabelled ? undefined : column.header,
    className: clsx(column.primary && styles.primaryCell, column.hideOnPhone && styles.hideOnPhone),
    'data-volatile': column.volatile || undefined,
  });

  const body = (): ReactNode => {
    if (hasError) {
      return (
        <Table.Row>
          <Table.Cell colSpan={columns.length} className={styles.messageCell}>
            <Alert tone="critical">{error}</Alert>
          </Table.Cell>
        </Table.Row>
      );
    }
    if (rows === undefined) {
      return Array.from({ length: Math.min(SKELETON_ROWS, pageSize) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows with no identity.
        <Table.Row key={index}>
          {columns.map((column, columnIndex) => (
            <Table.Cell key={column.key} {...cellProps(column)}>
              <Skeleton
                width={column.primary ? '70%' : '50%'}
                {...(index === 0 && columnIndex === 0
                  ? { label: loadingLabel ?? `Loading ${caption.toLowerCase()}` }
                  : {})}
              />
            </Table.Cell>
          ))}
        </Table.Row>
      ));
    }
    if (rows.length === 0) {
      return emptyMessage === undefined ? null : (
        <Table.Empty colSpan={columns.length}>{emptyMessage}</Table.Empty>
      );
    }
    return rows.map((row) => (
      <Table.Row key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Cell key={column.key} {...cellProps(column)}>
            {column.cell(row)}
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  };

  const sortOptions: SelectOption[] = sortable.flatMap((column) => [
    { value: sortValue({ key: column.key, dir: 'asc' }), label: `${column.header} (ascending)` },
    { value: sortValue({ key: column.key, dir: 'desc' }), label: `${column.header} (descending)` },
  ]);

  return (
    <div className={clsx(styles.root, className)}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      {onSortChange && sortOptions.length > 0 ? (
        <div className={styles.phoneSort}>
          <Field label="Sort by">
            <Select
              options={sortOptions}
              value={sort ? sortValue(sort) : ''}
              placeholder="Default order"
              onValueChange={(value) => onSortChange(parseSortValue(value))}
            />
          </Field>
        </div>
      ) : null}
      <Table.Root
        label={caption}
        stackBelow="tablet"
        aria-busy={loading || (rows === undefined && !hasError) ? true : undefined}
        className={clsx(loading && rows !== undefined && styles.refreshing)}
      >
        <Table.Caption hidden={captionHidden}>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>{columns.map(head)}</Table.Row>
        </Table.Header>
        <Table.Body>{body()}</Table.Body>
      </Table.Root>
      {onPageChange && (total > 0 || page > 1) ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          label={paginationLabel ?? `${caption} pages`}
          showRange={showRange}
        />
      ) : null}
    </div>
  );
}
