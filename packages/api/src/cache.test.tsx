import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetainingCache } from './cache';
import { ApiProvider } from './client';
import { api } from './contract-hooks';
import { createMockClient, type MockRequest } from './mock';
import { presets, sessionPreset } from './presets';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('createRetainingCache', () => {
  it('drops an entry nobody uses once the keep time has passed since it was written', () => {
    const cache = createRetainingCache({ keepUnusedMs: 1000 });
    cache.set('a', { data: 1 });
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toEqual({ data: 1 });
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });

  it('keeps an entry while it is retained and counts from the last release', () => {
    const cache = createRetainingCache({ keepUnusedMs: 1000 });
    const first = cache.retain('a');
    const second = cache.retain('a');
    cache.set('a', { data: 1 });
    vi.advanceTimersByTime(5000);
    first();
    first();
    vi.advanceTimersByTime(5000);
    expect(cache.get('a')).toEqual({ data: 1 });
    second();
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toEqual({ data: 1 });
    const again = cache.retain('a');
    vi.advanceTimersByTime(5000);
    expect(cache.get('a')).toEqual({ data: 1 });
    again();
    vi.advanceTimersByTime(1000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps 10 minutes by default', () => {
    const cache = createRetainingCache();
    cache.set('a', { data: 1 });
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(cache.get('a')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('presets', () => {
  it('match the presets of docs/product/site.md', () => {
    expect(presets.stable).toMatchObject({
      dedupingInterval: 5 * MINUTE,
      revalidateOnFocus: false,
      revalidateIfStale: true,
      refreshInterval: 0,
      shouldRetryOnError: false,
    });
    expect(presets.fresh).toMatchObject({ dedupingInterval: 0, revalidateOnFocus: true, refreshInterval: 0 });
    expect(presets.realtime).toMatchObject({ revalidateOnFocus: true, refreshInterval: 30_000 });
    for (const preset of [presets.stable, presets.fresh, presets.realtime, sessionPreset]) {
      expect(preset.shouldRetryOnError).toBe(false);
    }
  });
});

describe('ApiProvider cache with the stable and fresh presets', () => {
  function harness(useData: () => { data: unknown }) {
    const calls: MockRequest[] = [];
    const client = createMockClient(
      {
        '/api/settings': () => [{ key: 'company_name', value: `v${calls.length}` }],
        '/api/contact': () => [],
      },
      { onRequest: (request) => calls.push(request) },
    );
    // What each mount saw on its first render: cached data, or undefined when the cache had none.
    const firstRenders: unknown[] = [];
    function FirstRender({ id }: { id: number }) {
      const { data } = useData();
      if (firstRenders.length === id) firstRenders.push(data);
      return null;
    }
    let mounts = 0;
    const withChild = (child: ReactNode) => <ApiProvider client={client}>{child}</ApiProvider>;
    const view = render(withChild(null));
    return {
      calls,
      firstRenders,
      mount: () => view.rerender(withChild(<FirstRender key={mounts} id={mounts} />)),
      unmount: () => {
        mounts += 1;
        view.rerender(withChild(null));
      },
    };
  }

  it('stable: reuses the answer for 5 minutes, refetches after, and forgets it 10 minutes after last use', async () => {
    const app = harness(() => api.settings.listSettings.useQuery({}, presets.stable));
    app.mount();
    await advance(0);
    expect(app.calls).toHaveLength(1);
    app.unmount();

    await advance(4 * MINUTE);
    app.mount();
    await advance(100);
    expect(app.firstRenders[1]).toEqual([{ key: 'company_name', value: 'v1' }]);
    expect(app.calls).toHaveLength(1);
    app.unmount();

    await advance(2 * MINUTE);
    app.mount();
    await advance(100);
    expect(app.firstRenders[2]).toEqual([{ key: 'company_name', value: 'v1' }]);
    expect(app.calls).toHaveLength(2);
    app.unmount();

    await advance(10 * MINUTE);
    app.mount();
    expect(app.firstRenders[3]).toBeUndefined();
    await advance(100);
    expect(app.calls).toHaveLength(3);
  });

  it('fresh: shows the cached answer and refetches on every mount', async () => {
    const app = harness(api.contact.listContactSubmissions.useQuery);
    app.mount();
    await advance(0);
    app.unmount();
    await advance(1000);
    app.mount();
    await advance(100);
    expect(app.firstRenders[1]).toEqual([]);
    expect(app.calls).toHaveLength(2);
  });
});
