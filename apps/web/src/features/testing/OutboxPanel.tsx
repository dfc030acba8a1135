import { api } from '@telehealth/api';
import { formatDateTime, type OutboundMessage, type ZoneOption } from '@telehealth/contract';
import { Badge, Button, DataTable, type DataTableColumn, EmptyState, LoadState, Stack } from '@telehealth/ui';
import { loadFailure } from '../shared/loadFailure';
import { useViewerZone } from '../shared/useViewerZone';

const statusTone = { queued: 'info', sent: 'positive', failed: 'critical' } as const;

const columns = (zone: ZoneOption): DataTableColumn<OutboundMessage>[] => [
  { key: 'channel', header: 'Channel', cell: (message) => (message.channel === 'sms' ? 'SMS' : 'Email') },
  { key: 'recipient', header: 'Recipient', cell: (message) => message.recipient },
  { key: 'subject', header: 'Subject', cell: (message) => message.subject ?? '—' },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (message) => <Badge tone={statusTone[message.status]}>{message.status}</Badge>,
  },
  { key: 'provider', header: 'Provider', cell: (message) => message.provider },
  { key: 'error', header: 'Error', cell: (message) => message.error ?? '—' },
  { key: 'date', header: 'Date', nowrap: true, cell: (message) => formatDateTime(message.createdAt, zone) },
];

/** What the server sent, newest first: the outbox of the SMS and email providers. */
export function OutboxPanel() {
  const zone = useViewerZone();
  const { data: page, error, isLoading, mutate } = api.testing.outbox.useQuery();
  const data = page?.items;
  return (
    <LoadState
      pending={isLoading}
      data={data ?? []}
      error={error}
      {...loadFailure('Failed to load the outbox. Please try again.')}
      loadingLabel="Loading outbox"
      loadingIndicator="spinner"
    >
      {(messages) => (
        <Stack gap="small">
          <Stack direction="row" justify="end">
            <Button variant="outline" size="sm" onClick={() => mutate()}>
              Refresh
            </Button>
          </Stack>
          {messages.length === 0 ? (
            <EmptyState headingLevel={2} title="No messages sent yet" />
          ) : (
            <DataTable
              caption="Outbox"
              captionHidden
              columns={columns(zone)}
              rows={[...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)}
              rowKey={(message) => message.id}
              emptyMessage="No messages sent yet"
            />
          )}
        </Stack>
      )}
    </LoadState>
  );
}
