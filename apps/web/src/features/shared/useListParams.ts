import { ADMIN_PAGE_SIZE } from '@telehealth/contract';
import type { DataTableSort } from '@telehealth/ui';
import { useSearchParams } from 'react-router';

/** The order a list starts in. */
export interface ListDefaults<Sort extends string> {
  sort: Sort;
  dir: 'asc' | 'desc';
}

const positivePage = (value: string | null) => {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * An admin list's page, order and filters, kept in the address's query (so Back, Forward and reload keep them):
 * `query` is what the list's endpoint takes, `table` the DataTable's paging and sorting props, and `filters` the
 * values of the filter form with `applyFilters` to change them (back to page 1). Unknown sort keys fall back to
 * the default; blank filters and defaults are left out of the address.
 */
export function useListParams<Sort extends string, Filter extends string>(
  sortable: readonly Sort[],
  defaults: ListDefaults<NoInfer<Sort>>,
  filterNames: readonly Filter[],
) {
  const [params, setParams] = useSearchParams();
  const page = positivePage(params.get('page'));
  const sort = sortable.find((key) => key === params.get('sort')) ?? defaults.sort;
  const dir: 'asc' | 'desc' =
    params.get('dir') === 'asc' || params.get('dir') === 'desc'
      ? (params.get('dir') as 'asc' | 'desc')
      : defaults.dir;
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;

  const update = (next: Record<string, string | number>) => {
    const merged: Record<string, string | number> = { ...filters, page, sort, dir, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value === '' || value === undefined) continue;
      if (key === 'page' && Number(value) === 1) continue;
      if (key === 'sort' && value === defaults.sort && merged.dir === defaults.dir) continue;
      if (key === 'dir' && value === defaults.dir && merged.sort === defaults.sort) continue;
      search.set(key, String(value));
    }
    setParams(search);
  };

  const activeFilters = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ) as Partial<Record<Filter, string>>;

  return {
    filters,
    query: { page, pageSize: ADMIN_PAGE_SIZE, sort, dir, ...activeFilters },
    applyFilters: (values: Partial<Record<string, string>>) => {
      const next: Record<string, string> = {};
      for (const name of filterNames) next[name] = values[name] ?? '';
      update({ ...next, page: 1 });
    },
    table: {
      page,
      pageSize: ADMIN_PAGE_SIZE,
      sort: { key: sort, dir } satisfies DataTableSort,
      onSortChange: (next: DataTableSort) => update({ sort: next.key, dir: next.dir, page: 1 }),
      onPageChange: (next: number) => update({ page: next }),
    },
  };
}
