import { api } from '@telehealth/api';
import { type AuditEntry, type AuditQuery, formatDateTime, type ZoneOption } from '@telehealth/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Field,
  Input,
  LoadState,
  Stack,
  Text,
} from '@telehealth/ui';
import { type FormEvent, useState } from 'react';
import { loadFailure } from '../shared/loadFailure';
import { useViewerZone } from '../shared/useViewerZone';

const PAGE_SIZE = 50;
const filterFields = [
  { name: 'action', label: 'Action', hint: 'e.g. auth.sign_in, or auth. for the area' },
  { name: 'actorId', label: 'Actor ID', hint: '' },
  { name: 'targetType', label: 'Target type', hint: 'e.g. user, legal_document' },
  { name: 'targetId', label: 'Target ID', hint: '' },
  { name: 'from', label: 'From', hint: 'YYYY-MM-DD' },
  { name: 'to', label: 'To', hint: 'YYYY-MM-DD (inclusive)' },
] as const;
type FilterName = (typeof filterFields)[number]['name'];

/** The filters as a query: blank fields are left out. */
function toQuery(values: Partial<Record<FilterName, string>>, offset: number): AuditQuery {
  const query: Record<string, string | number> = { limit: PAGE_SIZE, offset };
  for (const [name, value] of Object.entries(values)) if (value?.trim()) query[name] = value.trim();
  return query as AuditQuery;
}

const columns = (zone: ZoneOption): DataTableColumn<AuditEntry>[] => [
  // Stamped by the server's clock as the entries are written: masked in the page captures.
  {
    key: 'at',
    header: 'Date',
    nowrap: true,
    volatile: true,
    cell: (entry) => formatDateTime(entry.at, zone),
  },
  { key: 'action', header: 'Action', cell: (entry) => entry.action },
  {
    key: 'actor',
    header: 'Actor',
    cell: (entry) =>
      entry.actorId === null
        ? 'Visitor'
        : `${entry.actorName ?? `User ${entry.actorId}`} (${entry.actorRole ?? 'unknown'})`,
  },
  {
    key: 'target',
    header: 'Target',
    cell: (entry) => (entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '—'),
  },
  { key: 'ip', header: 'IP', cell: (entry) => entry.ip ?? '—' },
  {
    key: 'details',
    header: 'Details',
    cell: (entry) => (Object.keys(entry.details).length ? JSON.stringify(entry.details) : '—'),
  },
];

/**
 * The audit trail for admins (docs/product/admin.md), filtered by actor, action, target and dates, a page at a time.
 */
export function AuditTrail() {
  const zone = useViewerZone();
  const [filters, setFilters] = useState<Partial<Record<FilterName, string>>>({});
  const [offset, setOffset] = useState(0);
  const { data, error } = api.audit.listAudit.useQuery({ query: toQuery(filters, offset) });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(filterFields.map(({ name }) => [name, String(form.get(name) ?? '')])));
    setOffset(0);
  };

  return (
    <Stack gap="medium">
      <form onSubmit={apply} aria-label="Audit filters">
        <Stack direction="row" gap="small" wrap align="end">
          {filterFields.map(({ name, label, hint }) => (
            <Field key={name} label={label} hint={hint || undefined}>
              <Input name={name} defaultValue={filters[name] ?? ''} size="sm" />
            </Field>
          ))}
          <Button type="submit" size="sm">
            Apply filters
          </Button>
        </Stack>
      </form>
      <LoadState
        data={data}
        error={error}
        {...loadFailure('Failed to load the audit trail. Please try again.')}
        loadingLabel="Loading audit trail"
        loadingIndicator="spinner"
        empty={<EmptyState headingLevel={2} title="No audit entries match" />}
        isEmpty={(page) => page.items.length === 0}
      >
        {(data) => (
          <>
            {/* The rows are DataTable's; the spinner, the empty state, the failure and the offset pager stay the
                trail's own, as DataTable's skeleton rows, message row and numbered pages would change the page. */}
            <DataTable
              caption="Audit trail"
              captionHidden
              columns={columns(zone)}
              rows={data.items}
              rowKey={(entry) => entry.id}
            />
            <Stack direction="row" gap="small" align="center" justify="between">
              <Text tone="muted">
                {`${data.offset + 1}–${data.offset + data.items.length} of ${data.total}`}
              </Text>
              <Stack direction="row" gap="small">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                >
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={data.offset + data.items.length >= data.total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  Next
                </Button>
              </Stack>
            </Stack>
          </>
        )}
      </LoadState>
    </Stack>
  );
}
