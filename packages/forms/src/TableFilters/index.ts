export {
  type TableFilterField,
  TableFilters,
  type TableFiltersProps,
  type TableFilterValues,
} from './TableFilters';
