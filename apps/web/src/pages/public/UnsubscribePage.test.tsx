import { mockFailure } from '@telehealth/api';
import { campaignMessages } from '@telehealth/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

describe('/unsubscribe', () => {
  it('unsubscribes as it opens, without signing in', async () => {
    renderRoute(`/unsubscribe?token=${'a'.repeat(32)}`, {
      '/api/campaigns/unsubscribe': { message: campaignMessages.unsubscribed },
    });
    expect(await screen.findByText(campaignMessages.unsubscribed)).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    renderRoute(`/unsubscribe?token=${'b'.repeat(32)}`, {
      '/api/campaigns/unsubscribe': mockFailure(404, campaignMessages.unsubscribeInvalid),
    });
    expect(await screen.findByText(campaignMessages.unsubscribeInvalid)).toBeInTheDocument();
  });
});
