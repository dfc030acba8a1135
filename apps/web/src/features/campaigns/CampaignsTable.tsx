import type { AdminCampaign } from '@telehealth/contract';
import { Badge, Button, DataTable, type DataTableColumn, Inline } from '@telehealth/ui';

const typeLabels = { welcome_popup: 'Welcome popup', exit_intent: 'Exit intent' } as const;

export interface CampaignsTableProps {
  campaigns: readonly AdminCampaign[];
  onEdit: (campaign: AdminCampaign) => void;
  onToggle: (campaign: AdminCampaign) => void;
  onSubmissions: (campaign: AdminCampaign) => void;
}

/** Each campaign's type, state, delay and submissions count, with its actions (docs/product/campaigns.md). */
export function CampaignsTable({ campaigns, onEdit, onToggle, onSubmissions }: CampaignsTableProps) {
  const columns: DataTableColumn<AdminCampaign>[] = [
    { key: 'name', header: 'Name', cell: (campaign) => campaign.name || campaign.instanceId },
    { key: 'type', header: 'Type', cell: (campaign) => typeLabels[campaign.type] },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (campaign) => (
        <Badge tone={campaign.isActive ? 'positive' : 'neutral'}>
          {campaign.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { key: 'delay', header: 'Delay', nowrap: true, cell: (campaign) => `${campaign.delaySeconds} s` },
    { key: 'promoCode', header: 'Promo code', cell: (campaign) => campaign.promoCode ?? '—' },
    { key: 'submissions', header: 'Submissions', cell: (campaign) => campaign.submissionCount },
    {
      key: 'actions',
      header: 'Actions',
      nowrap: true,
      unlabelled: true,
      cell: (campaign) => (
        <Inline gap="xsmall">
          <Button
            size="sm"
            variant="outline"
            onClick={() => onEdit(campaign)}
            aria-label={`Edit ${campaign.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onToggle(campaign)}
            aria-label={`${campaign.isActive ? 'Deactivate' : 'Activate'} ${campaign.name}`}
          >
            {campaign.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onSubmissions(campaign)}
            aria-label={`Submissions of ${campaign.name}`}
          >
            Submissions
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <DataTable
      caption="Campaigns"
      captionHidden
      columns={columns}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      emptyMessage="No campaigns yet."
    />
  );
}
