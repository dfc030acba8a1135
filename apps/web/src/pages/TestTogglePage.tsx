import { api } from '@telehealth/api';
import type { Campaign } from '@telehealth/contract';
import { CampaignPopup, clearPopupState, readShownTypes, readSubmissionHistory } from '@telehealth/forms';
import { Button, Card, Container, Heading, Inline, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

const typeLabels = { welcome_popup: 'Welcome popup', exit_intent: 'Exit intent' } as const;

function readState() {
  try {
    return {
      shown: readShownTypes(window.sessionStorage),
      history: readSubmissionHistory(window.localStorage, new Date()),
    };
  } catch {
    return { shown: [], history: [] };
  }
}

/** This browser's popup state (docs/product/campaigns.md) for the marketing team, a way to clear it, and previews of each campaign. */
export default function TestTogglePage() {
  useDocumentTitle('Feature toggles');
  const [state, setState] = useState(readState);
  const [previewing, setPreviewing] = useState<Campaign | null>(null);
  const { data: campaigns } = api.campaigns.activeCampaigns.useQuery();

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Feature toggles</Heading>
          <Text tone="muted">Marketing popup state of this browser</Text>
        </Stack>
        <Card>
          <Stack gap="small">
            <Heading level={2}>Shown this session</Heading>
            <Text>
              {state.shown.length > 0 ? state.shown.map((type) => typeLabels[type]).join(', ') : 'None'}
            </Text>
            <Heading level={2}>Submission history (today)</Heading>
            {state.history.length === 0 ? <Text>None</Text> : null}
            {state.history.map((record) => (
              <Text key={`${record.campaignInstanceId}-${record.submittedAt}`}>
                {record.email}, {typeLabels[record.campaignType]} ({record.campaignInstanceId}),{' '}
                {record.submittedAt}
              </Text>
            ))}
            <Inline gap="small">
              <Button
                variant="outline"
                onClick={() => {
                  clearPopupState(window.sessionStorage, window.localStorage);
                  setState(readState());
                }}
              >
                Clear popup state
              </Button>
            </Inline>
          </Stack>
        </Card>
        <Card>
          <Stack gap="small">
            <Heading level={2}>Active campaigns</Heading>
            {campaigns?.length === 0 ? <Text>No active campaigns</Text> : null}
            {campaigns?.map((campaign) => (
              <Inline key={campaign.instanceId} gap="small" align="center">
                <Button variant="solid" onClick={() => setPreviewing(campaign)}>
                  Preview {typeLabels[campaign.type]}
                </Button>
                <Text tone="muted">{campaign.instanceId}</Text>
              </Inline>
            ))}
          </Stack>
        </Card>
      </Stack>
      {previewing ? (
        <CampaignPopup
          key={previewing.instanceId}
          campaign={previewing}
          open
          onOpenChange={(open) => (open ? null : setPreviewing(null))}
          onSubmit={() => Promise.resolve()}
        />
      ) : null}
    </Container>
  );
}
