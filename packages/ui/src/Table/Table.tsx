import { clsx } from 'clsx';
import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useContext,
} from 'react';
import { SortAscendingIcon, SortDescendingIcon, SortNoneIcon } from '../Icons';
import * as styles from './Table.css';

/** Below which breakpoint rows become cards: 'tablet' (phones) or 'desktop' (phones and tablets). */
export type TableStackBreakpoint = styles.StackBreakpoint;

/**
 * Whether the table may turn into cards. A table whose rows are laid out as blocks loses its table semantics in
 * some browsers, so then every part states its role explicitly.
 */
const StackedContext = createContext(false);

function useRole(role: string): { role?: string } {
  return useContext(StackedContext) ? { role } : {};
}

type Align = 'start' | 'center' | 'end';

export interface TableRootProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Accessible name of the scrolling region around the table, e.g. 'Legal documents'. */
  label: string;
  /**
   * Below this breakpoint each row becomes a card, each cell labelled by its column (give cells a `label`), so a
   * wide table reads well on a phone without scrolling sideways.
   */
  stackBelow?: TableStackBreakpoint;
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
  /** The column's name, shown before the value when rows are cards (`stackBelow`); leave it out for actions. */
  label?: string;
  /** Keep the content on one line, e.g. a date or a badge. */
  nowrap?: boolean;
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
function Root({ label, stackBelow, className, ...props }: TableRootProps) {
  const stacked = stackBelow !== undefined;
  const rootClassName = clsx(styles.scroll, stackBelow && styles.stacked[stackBelow]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={rootClassName}>
      <StackedContext.Provider value={stacked}>
        {stacked ? (
          <div className={styles.frame}>
            {/* biome-ignore lint/a11y/noRedundantRoles: cards lay the table out as blocks, which drops its implicit role in some browsers. */}
            <table role="table" className={clsx(styles.table, className)} {...props} />
          </div>
        ) : (
          <table className={clsx(styles.table, className)} {...props} />
        )}
      </StackedContext.Provider>
    </section>
  );
}

/** The table's title; it names the table for assistive technology. */
function Caption({ hidden = false, className, ...props }: TableCaptionProps) {
  return <caption className={clsx(hidden ? styles.captionHidden : styles.caption, className)} {...props} />;
}

/** The header rows (thead). */
function Header({ className, ...props }: TableSectionProps) {
  return <thead {...useRole('rowgroup')} className={clsx(styles.header, className)} {...props} />;
}

/** The data rows (tbody). */
function Body(props: TableSectionProps) {
  return <tbody {...useRole('rowgroup')} {...props} />;
}

/** One row. */
function Row({ className, ...props }: TableRowProps) {
  return <tr {...useRole('row')} className={clsx(styles.row, className)} {...props} />;
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
  const role = useRole('columnheader');
  return (
    <th
      {...role}
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
function Cell({ align = 'start', label, nowrap = false, className, ...props }: TableCellProps) {
  return (
    <td
      {...useRole('cell')}
      data-label={label}
      className={clsx(styles.cell({ align }), nowrap && styles.nowrap, className)}
      {...props}
    />
  );
}

/** A row with one cell spanning every column, for an empty result. */
function Empty({ colSpan, children }: TableEmptyProps) {
  const rowRole = useRole('row');
  const cellRole = useRole('cell');
  return (
    <tr {...rowRole}>
      <td {...cellRole} colSpan={colSpan} className={styles.empty}>
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
