import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.fn();
let failing = false;
vi.mock('./CampaignPopupsRoot', () => ({
  CampaignPopupsRoot: ({ quiet }: { quiet: boolean }) => {
    loaded(quiet);
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
    render(<LazyCampaignPopups pathname="/" />);
    await settle();
    expect(idle).toHaveBeenCalled();
    expect(loaded).toHaveBeenCalled();
  });

  it('never loads them when the session hint cookie says someone is signed in', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; th_session=1');
    const idle = vi.fn((run: () => void) => setTimeout(run, 0) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    render(<LazyCampaignPopups pathname="/" />);
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
        <LazyCampaignPopups pathname="/" />
      </>,
    );
    await settle();
    expect(loaded).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Online doctor consultations' })).toBeInTheDocument();
  });

  it.each(['/auth', '/login', '/register', '/checkout/21', '/test-toggle'])(
    'does not load them on %s, and loads them once the visitor moves to a page where they may show',
    async (quietPage) => {
      vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0) as unknown as number);
      const { rerender } = render(<LazyCampaignPopups pathname={quietPage} />);
      await settle();
      expect(loaded).not.toHaveBeenCalled();
      rerender(<LazyCampaignPopups pathname="/articles" />);
      await settle();
      expect(loaded).toHaveBeenLastCalledWith(false);
    },
  );

  it('tells the loaded popups when the visitor reaches a quiet page, so none opens there', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0) as unknown as number);
    const { rerender } = render(<LazyCampaignPopups pathname="/" />);
    await settle();
    expect(loaded).toHaveBeenLastCalledWith(false);
    rerender(<LazyCampaignPopups pathname="/checkout" />);
    await settle();
    expect(loaded).toHaveBeenLastCalledWith(true);
  });
});
