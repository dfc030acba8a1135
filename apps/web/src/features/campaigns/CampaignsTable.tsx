import type { AdminCampaign } from '@telehealth/contract';
import { Badge, Button, Inline, Table } from '@telehealth/ui';

const typeLabels = { welcome_popup: 'Welcome popup', exit_intent: 'Exit intent' } as const;

export interface CampaignsTableProps {
  campaigns: readonly AdminCampaign[];
  onEdit: (campaign: AdminCampaign) => void;
  onToggle: (campaign: AdminCampaign) => void;
  onSubmissions: (campaign: AdminCampaign) => void;
}

/** journeys §8: each campaign's type, state, delay and submissions count, with its actions. */
export function CampaignsTable({ campaigns, onEdit, onToggle, onSubmissions }: CampaignsTableProps) {
  return (
    <Table.Root label="Campaigns" stackBelow="tablet">
      <Table.Header>
        <Table.Row>
          <Table.Head>Name</Table.Head>
          <Table.Head>Type</Table.Head>
          <Table.Head>Status</Table.Head>
          <Table.Head>Delay</Table.Head>
          <Table.Head>Promo code</Table.Head>
          <Table.Head>Submissions</Table.Head>
          <Table.Head>Actions</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {campaigns.map((campaign) => (
          <Table.Row key={campaign.id}>
            <Table.Cell label="Name">{campaign.name || campaign.instanceId}</Table.Cell>
            <Table.Cell label="Type">{typeLabels[campaign.type]}</Table.Cell>
            <Table.Cell label="Status" nowrap>
              <Badge tone={campaign.isActive ? 'positive' : 'neutral'}>
                {campaign.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Cell>
            <Table.Cell label="Delay" nowrap>
              {campaign.delaySeconds} s
            </Table.Cell>
            <Table.Cell label="Promo code">{campaign.promoCode ?? '—'}</Table.Cell>
            <Table.Cell label="Submissions">{campaign.submissionCount}</Table.Cell>
            <Table.Cell nowrap>
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
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
