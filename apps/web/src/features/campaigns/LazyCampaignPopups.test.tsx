import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.fn();
let failing = false;
vi.mock('./CampaignPopupsRoot', () => ({
  CampaignPopupsRoot: () => {
    loaded();
    if (failing) throw new Error('Failed to fetch dynamically imported module');
    return null;
  },
}));

const { LazyCampaignPopups } = await import('./LazyCampaignPopups');

afterEach(() => {
  vi.restoreAllMocks();
  loaded.mockClear();
  vi.unstubAllGlobals();
  failing = false;
});

/** Lets the idle callback, the lazy import and Suspense settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('LazyCampaignPopups', () => {
  it('loads the popups for a visitor once the page has loaded and the browser is idle', async () => {
    const idle = vi.fn((run: () => void) => setTimeout(run, 0) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    render(<LazyCampaignPopups />);
    await settle();
    expect(idle).toHaveBeenCalled();
    expect(loaded).toHaveBeenCalled();
  });

  it('never loads them when the session hint cookie says someone is signed in', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; th_session=1');
    const idle = vi.fn((run: () => void) => setTimeout(run, 0) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    render(<LazyCampaignPopups />);
    await settle();
    expect(idle).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('renders nothing when the popups fail, and the page stays', async () => {
    failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0) as unknown as number);
    render(
      <>
        <h1>Online doctor consultations</h1>
        <LazyCampaignPopups />
      </>,
    );
    await settle();
    expect(loaded).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Online doctor consultations' })).toBeInTheDocument();
  });
});
