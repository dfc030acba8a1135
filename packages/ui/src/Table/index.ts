export {
  Table,
  type TableCaptionProps,
  type TableCellProps,
  type TableEmptyProps,
  type TableHeadProps,
  type TableRootProps,
  type TableRowProps,
  type TableSectionProps,
  type TableSortDirection,
  type TableStackBreakpoint,
} from './Table';
