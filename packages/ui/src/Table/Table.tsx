import { clsx } from 'clsx';
import type {
  HTMLAttributes,
  ReactNode,
  Ref,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { SortAscendingIcon, SortDescendingIcon, SortNoneIcon } from '../Icons';
import * as styles from './Table.css';

type Align = 'start' | 'center' | 'end';

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Accessible name of the scrolling region around the table, e.g. 'Legal documents'. */
  label: string;
  /** Forwarded to the table element. */
  ref?: Ref<HTMLTableElement>;
}

export interface TableCaptionProps extends HTMLAttributes<HTMLTableCaptionElement> {
  /** Keep the caption for screen readers only (a heading above already says it). */
  hidden?: boolean;
}

export type TableSectionProps = HTMLAttributes<HTMLTableSectionElement>;
export type TableRowProps = HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> };

/** The sort state of a column. */
export type TableSortDirection = 'ascending' | 'descending' | 'none';

export interface TableHeadProps extends Omit<ThHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Text alignment; 'end' for numbers. */
  align?: Align;
  /** This column's sort state; with `onSort` the header becomes a button. */
  sort?: TableSortDirection;
  /** Called when the user asks to sort by this column (the caller decides the next direction). */
  onSort?: () => void;
}

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  /** Text alignment; 'end' for numbers (tabular figures). */
  align?: Align;
}

export interface TableEmptyProps {
  /** The number of columns, so the message spans the whole row. */
  colSpan: number;
  /** The message, often an EmptyState, e.g. 'No documents found'. */
  children: ReactNode;
}

/**
 * The table inside a horizontally scrolling region (a section named by `label`, so role
 * "region", and focusable) so that wide tables stay usable on narrow screens.
 */
function Root({ label, className, ...props }: TableRootProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={styles.scroll}>
      <table className={clsx(styles.table, className)} {...props} />
    </section>
  );
}

/** The table's title; it names the table for assistive technology. */
function Caption({ hidden = false, className, ...props }: TableCaptionProps) {
  return <caption className={clsx(hidden ? styles.captionHidden : styles.caption, className)} {...props} />;
}

/** The header rows (thead). */
function Header({ className, ...props }: TableSectionProps) {
  return <thead className={clsx(styles.header, className)} {...props} />;
}

/** The data rows (tbody). */
function Body(props: TableSectionProps) {
  return <tbody {...props} />;
}

/** One row. */
function Row({ className, ...props }: TableRowProps) {
  return <tr className={clsx(styles.row, className)} {...props} />;
}

const sortIcons = { ascending: SortAscendingIcon, descending: SortDescendingIcon, none: SortNoneIcon };

/** A column header (th scope="col"); sortable with `sort` and `onSort`, announced with aria-sort. */
function Head({
  align = 'start',
  sort,
  onSort,
  className,
  children,
  scope = 'col',
  ...props
}: TableHeadProps) {
  const SortIcon = sortIcons[sort ?? 'none'];
  return (
    <th
      scope={scope}
      aria-sort={sort && sort !== 'none' ? sort : undefined}
      className={clsx(styles.head({ align }), className)}
      {...props}
    >
      {onSort ? (
        <button type="button" className={styles.sortButton} onClick={onSort}>
          {children}
          <SortIcon className={styles.sortIcon} />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

/** A data cell. */
function Cell({ align = 'start', className, ...props }: TableCellProps) {
  return <td className={clsx(styles.cell({ align }), className)} {...props} />;
}

/** A row with one cell spanning every column, for an empty result. */
function Empty({ colSpan, children }: TableEmptyProps) {
  return (
    <tr>
      <td colSpan={colSpan} className={styles.empty}>
        {children}
      </td>
    </tr>
  );
}

/**
 * A semantic data table: Table.Root (the scrolling region), Caption, Header, Body, Row, Head,
 * Cell and Empty.
 */
export const Table = { Root, Caption, Header, Body, Row, Head, Cell, Empty };
