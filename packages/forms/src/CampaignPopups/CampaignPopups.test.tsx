import type { Campaign } from '@telehealth/contract';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { CampaignPopups, type CampaignPopupsProps } from './CampaignPopups';
import {
  createMemoryStore,
  type KeyValueStore,
  popupStorageKeys,
  readSubmissionHistory,
} from './submissionHistory';

const welcome: Campaign = {
  instanceId: 'welcome-2026',
  type: 'welcome_popup',
  isActive: true,
  delaySeconds: 3,
  htmlTemplate: '<div class="button" style="background: #0f766e; color: rgba(0,0,0,0)"></div>',
  editableSections: {
    title: 'Welcome!',
    tagline: 'Get 10% off your first assessment',
    'button-label': 'Send my code',
    'bottom-note': 'No spam.',
  },
};

let local: KeyValueStore;
let session: KeyValueStore;

function renderPopups(props: Partial<CampaignPopupsProps> = {}) {
  const submit = props.submit ?? vi.fn(() => Promise.resolve());
  render(
    <ThemeProvider>
      <CampaignPopups
        campaigns={[welcome]}
        submit={submit}
        sessionStore={session}
        localStore={local}
        {...props}
      />
      <Toaster />
    </ThemeProvider>,
  );
  return { submit };
}

async function openWelcome() {
  await act(async () => {
    vi.advanceTimersByTime(3000);
  });
  return screen.findByRole('dialog', { name: 'Welcome!' });
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  local = createMemoryStore();
  session = createMemoryStore();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CampaignPopups', () => {
  it('opens the welcome popup after its delay, with its sections, and is accessible', async () => {
    renderPopups();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openWelcome();
    expect(dialog).toHaveTextContent('Get 10% off your first assessment');
    expect(dialog).toHaveTextContent('No spam.');
    const button = screen.getByRole('button', { name: 'Send my code' });
    // An invisible text colour falls back to white.
    expect(button.style.color).toBe('white');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await expectNoAxeViolations(document.body);
    expect(JSON.parse(session.getItem(popupStorageKeys.shown) ?? '[]')).toEqual(['welcome_popup']);
  });

  it("on success toasts 'Success!', thanks the visitor, records the submission and closes after 3 s", async () => {
    const { submit } = renderPopups();
    await openWelcome();
    await user().type(screen.getByLabelText('Email'), 'visitor@example.org');
    await user().click(screen.getByRole('button', { name: 'Send my code' }));
    expect(submit).toHaveBeenCalledWith(welcome, 'visitor@example.org');
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for subscribing. Check your email for exclusive offers!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank You!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for special offers and updates!')).toBeInTheDocument();
    expect(readSubmissionHistory(local, new Date())).toEqual([
      expect.objectContaining({
        campaignInstanceId: 'welcome-2026',
        campaignType: 'welcome_popup',
        email: 'visitor@example.org',
      }),
    ]);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("reads 'Submitting...' while sending and ignores a second submit", async () => {
    let finish: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPopups({ submit });
    await openWelcome();
    await user().type(screen.getByLabelText('Email'), 'visitor@example.org');
    await user().click(screen.getByRole('button', { name: 'Send my code' }));
    const busy = screen.getByRole('button', { name: /Submitting\.\.\./ });
    await user().click(busy);
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it("on 409 toasts 'Already Subscribed' and closes the popup", async () => {
    renderPopups({ submit: () => Promise.reject(Object.assign(new Error('Conflict'), { status: 409 })) });
    await openWelcome();
    await user().type(screen.getByLabelText('Email'), 'twice@example.org');
    await user().click(screen.getByRole('button', { name: 'Send my code' }));
    expect(await screen.findByText('Already Subscribed')).toBeInTheDocument();
    expect(screen.getByText('This email is already subscribed to this campaign.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("on any other failure toasts 'Submission Failed' and lets the visitor try again", async () => {
    renderPopups({ submit: () => Promise.reject(Object.assign(new Error('Server'), { status: 500 })) });
    await openWelcome();
    await user().type(screen.getByLabelText('Email'), 'visitor@example.org');
    await user().click(screen.getByRole('button', { name: 'Send my code' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error submitting your email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my code' })).toBeEnabled();
    expect(readSubmissionHistory(local, new Date())).toEqual([]);
  });

  it('closes with Escape and with the close button, and never reopens in this page session', async () => {
    renderPopups();
    await openWelcome();
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing to a signed-in user', async () => {
    renderPopups({ isSignedIn: () => true });
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing on a quiet page, and the welcome popup once the visitor leaves it', async () => {
    const submit = vi.fn(() => Promise.resolve());
    // One list for every render, as the app's (SWR) is: a new list would start the popups afresh.
    const campaigns = [welcome];
    const view = (quiet: boolean) => (
      <ThemeProvider>
        <CampaignPopups
          campaigns={campaigns}
          submit={submit}
          sessionStore={session}
          localStore={local}
          quiet={quiet}
        />
      </ThemeProvider>
    );
    const { rerender } = render(view(true));
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(view(false));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    // Back on a quiet page (the browser's Back to sign-in): it closes.
    rerender(view(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the exit-intent popup when the pointer leaves through the top', async () => {
    const exit: Campaign = {
      ...welcome,
      instanceId: 'exit-2026',
      type: 'exit_intent',
      delaySeconds: 2,
      editableSections: { title: 'Before you go…' },
    };
    renderPopups({ campaigns: [exit] });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY: 5, relatedTarget: null, bubbles: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Before you go…' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
