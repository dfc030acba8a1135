import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';

const welcome = {
  instanceId: 'welcome-2026',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 3,
  htmlTemplate: '',
  editableSections: { title: 'Welcome!', 'button-label': 'Send my code' },
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('/test-toggle', () => {
  it("shows this browser's popup state, clears it, and previews each active campaign at once", async () => {
    sessionStorage.setItem('th_campaign_popups_shown', JSON.stringify(['welcome_popup']));
    localStorage.setItem(
      'th_campaign_submissions',
      JSON.stringify([
        {
          campaignInstanceId: 'welcome-2026',
          campaignType: 'welcome_popup',
          email: 'me@example.org',
          submittedAt: new Date().toISOString(),
        },
      ]),
    );
    renderRoute('/test-toggle', { '/api/campaigns/active': [welcome] });
    expect(await screen.findByRole('heading', { name: 'Feature toggles' })).toBeInTheDocument();
    expect(screen.getByText('Welcome popup')).toBeInTheDocument();
    expect(screen.getByText(/me@example\.org/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear popup state' }));
    await waitFor(() => expect(screen.queryByText(/me@example\.org/)).not.toBeInTheDocument());
    expect(sessionStorage.getItem('th_campaign_popups_shown')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Welcome popup' }));
    const popup = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(within(popup).getByRole('button', { name: 'Send my code' })).toBeInTheDocument();
  });
});
