import { errorMessage, useOutbox } from '@telehealth/api';
import { formatDateTime } from '@telehealth/contract';
import { Alert, Badge, Button, EmptyState, Spinner, Stack, Table } from '@telehealth/ui';
import { useViewerZone } from '../shared/useViewerZone';

const statusTone = { queued: 'info', sent: 'positive', failed: 'critical' } as const;

/** What the server sent, newest first: the outbox of the SMS and email providers. */
export function OutboxPanel() {
  const zone = useViewerZone();
  const { data: page, error, isLoading, mutate } = useOutbox();
  const data = page?.items;
  if (isLoading) return <Spinner label="Loading outbox" />;
  if (error)
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(error, 'Failed to load the outbox. Please try again.')}
      </Alert>
    );
  return (
    <Stack gap="small">
      <Stack direction="row" justify="end">
        <Button variant="outline" size="sm" onClick={() => mutate()}>
          Refresh
        </Button>
      </Stack>
      {!data || data.length === 0 ? (
        <EmptyState headingLevel={2} title="No messages sent yet" />
      ) : (
        <Table.Root label="Outbox" stackBelow="tablet">
          <Table.Header>
            <Table.Row>
              {['Channel', 'Recipient', 'Subject', 'Status', 'Provider', 'Error', 'Date'].map((column) => (
                <Table.Head key={column}>{column}</Table.Head>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...data]
              .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
              .map((message) => (
                <Table.Row key={message.id}>
                  <Table.Cell label="Channel">{message.channel === 'sms' ? 'SMS' : 'Email'}</Table.Cell>
                  <Table.Cell label="Recipient">{message.recipient}</Table.Cell>
                  <Table.Cell label="Subject">{message.subject ?? '—'}</Table.Cell>
                  <Table.Cell label="Status" nowrap>
                    <Badge tone={statusTone[message.status]}>{message.status}</Badge>
                  </Table.Cell>
                  <Table.Cell label="Provider">{message.provider}</Table.Cell>
                  <Table.Cell label="Error">{message.error ?? '—'}</Table.Cell>
                  <Table.Cell label="Date" nowrap>
                    {formatDateTime(message.createdAt, zone)}
                  </Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
