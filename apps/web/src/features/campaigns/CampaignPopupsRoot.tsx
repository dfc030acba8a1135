import { api, hasSessionHint } from '@telehealth/api';
import { CampaignPopups, readShownTypes, readSubmissionHistory } from '@telehealth/forms';
import { useState } from 'react';

/** Whether a popup could still open in this page session: not both types shown, no submission today. */
function mayShowAnyPopup(): boolean {
  try {
    return (
      readShownTypes(window.sessionStorage).length < 2 &&
      readSubmissionHistory(window.localStorage, new Date()).length === 0
    );
  } catch {
    return true;
  }
}

/**
 * The lazy part behind `LazyCampaignPopups`: the active campaigns and the sign-up call, handed to forms'
 * CampaignPopups (which owns the rules). A failed list shows nothing: popups are never worth an error. `quiet` while
 * the visitor is on a page where none may show.
 */
export function CampaignPopupsRoot({ quiet }: { quiet: boolean }) {
  const [worthAsking] = useState(mayShowAnyPopup);
  // A visitor who can be shown no popup any more is not asked for the campaigns.
  const { data } = api.campaigns.activeCampaigns.useQuery(worthAsking ? {} : null);
  const { trigger } = api.campaigns.submitCampaignEmail.useMutation();
  if (!data || data.length === 0) return null;
  return (
    <CampaignPopups
      campaigns={data}
      isSignedIn={hasSessionHint}
      quiet={quiet}
      submit={async (campaign, email) => {
        await trigger({
          body: { campaignInstanceId: campaign.instanceId, email, sourceUrl: window.location.href },
        });
      }}
    />
  );
}
