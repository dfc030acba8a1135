import { api, campaignSubmissionsCsvUrl } from '@telehealth/api';
import { type AdminCampaign, formatDateTime, type ZoneOption } from '@telehealth/contract';
import { DataTable, Dialog, LoadState, Stack } from '@telehealth/ui';
import { listStates } from '../shared/listStates';

export interface CampaignSubmissionsDialogProps {
  campaign: AdminCampaign | null;
  zone: ZoneOption;
  onClose: () => void;
}

/** A campaign's submissions with their consent (when, where, unsubscribed), and the CSV export. */
export function CampaignSubmissionsDialog({ campaign, zone, onClose }: CampaignSubmissionsDialogProps) {
  const { data, error } = api.campaigns.listCampaignSubmissions.useQuery(
    campaign ? { params: { id: campaign.id } } : null,
  );
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
          {/* Nothing while the dialog closes (no campaign, so nothing asked). */}
          {campaign ? (
            <LoadState data={data} error={error} {...listStates('submissions', 'No submissions yet.')}>
              {(rows) => (
                <DataTable
                  caption="Submissions"
                  captionHidden
                  columns={[
                    { key: 'email', header: 'Email', cell: (row) => row.email },
                    {
                      key: 'subscribed',
                      header: 'Subscribed',
                      nowrap: true,
                      cell: (row) => formatDateTime(row.consentedAt, zone),
                    },
                    { key: 'page', header: 'Page', cell: (row) => row.sourceUrl ?? '—' },
                    {
                      key: 'unsubscribed',
                      header: 'Unsubscribed',
                      nowrap: true,
                      cell: (row) => (row.unsubscribedAt ? formatDateTime(row.unsubscribedAt, zone) : '—'),
                    },
                  ]}
                  rows={rows}
                  rowKey={(row) => row.id}
                  emptyMessage="No submissions yet."
                />
              )}
            </LoadState>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
