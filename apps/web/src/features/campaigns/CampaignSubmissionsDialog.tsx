import { campaignSubmissionsCsvUrl, useCampaignSubmissions } from '@telehealth/api';
import { type AdminCampaign, formatDateTime, type ZoneOption } from '@telehealth/contract';
import { Dialog, Spinner, Stack, Table, Text } from '@telehealth/ui';

export interface CampaignSubmissionsDialogProps {
  campaign: AdminCampaign | null;
  zone: ZoneOption;
  onClose: () => void;
}

/** A campaign's submissions with their consent (when, where, unsubscribed), and the CSV export. */
export function CampaignSubmissionsDialog({ campaign, zone, onClose }: CampaignSubmissionsDialogProps) {
  const { data, isLoading } = useCampaignSubmissions(campaign?.id ?? null);
  return (
    <Dialog.Root open={campaign !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content size="lg" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>Submissions: {campaign?.name}</Dialog.Title>
        </Dialog.Header>
        <Stack gap="medium">
          {campaign ? (
            <a href={campaignSubmissionsCsvUrl(campaign.id)} download>
              Export CSV
            </a>
          ) : null}
          {isLoading ? <Spinner label="Loading submissions" /> : null}
          {data && data.length === 0 ? <Text tone="muted">No submissions yet.</Text> : null}
          {data && data.length > 0 ? (
            <Table.Root label="Submissions" stackBelow="tablet">
              <Table.Header>
                <Table.Row>
                  <Table.Head>Email</Table.Head>
                  <Table.Head>Subscribed</Table.Head>
                  <Table.Head>Page</Table.Head>
                  <Table.Head>Unsubscribed</Table.Head>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell label="Email">{row.email}</Table.Cell>
                    <Table.Cell label="Subscribed" nowrap>
                      {formatDateTime(row.consentedAt, zone)}
                    </Table.Cell>
                    <Table.Cell label="Page">{row.sourceUrl ?? '—'}</Table.Cell>
                    <Table.Cell label="Unsubscribed" nowrap>
                      {row.unsubscribedAt ? formatDateTime(row.unsubscribedAt, zone) : '—'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
