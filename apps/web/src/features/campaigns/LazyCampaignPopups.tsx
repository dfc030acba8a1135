import { hasSessionHint } from '@telehealth/api';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { isQuietPage } from './quietPages';

const CampaignPopupsPart = lazy(async () => {
  const [{ withApi }, { CampaignPopupsRoot }] = await Promise.all([
    import('../../frames/withApi'),
    import('./CampaignPopupsRoot'),
  ]);
  return { default: withApi(CampaignPopupsRoot) };
});

/**
 * Marketing is never worth the page: when the popups' code or campaigns fail (a chunk gone after a deploy, the network),
 * they render nothing, instead of the error reaching the root and taking the whole app down.
 */
class PopupsFailSilently extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Runs `work` once the page has loaded and the browser is idle (a timeout where requestIdleCallback is missing). */
function whenIdleAfterLoad(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(() => !cancelled && work(), { timeout: 5000 });
    } else {
      idle = window.setTimeout(() => !cancelled && work(), 1);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

export interface LazyCampaignPopupsProps {
  /** The page the visitor is on: none opens on a quiet page (signing in, checkout, /test-toggle). */
  pathname: string;
}

/**
 * The marketing popups, at no cost to the first load: for an anonymous visitor only (no session hint cookie), their
 * code and the campaigns load after the page has loaded and the browser is idle, and not before the visitor is on a
 * page where popups may show. A signed-in user never loads them.
 */
export function LazyCampaignPopups({ pathname }: LazyCampaignPopupsProps) {
  const quiet = isQuietPage(pathname);
  const [idle, setIdle] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (hasSessionHint()) return;
    return whenIdleAfterLoad(() => setIdle(true));
  }, []);
  // Once loaded they stay, quiet or not, so their delays and the pages seen this session carry on.
  useEffect(() => {
    if (idle && !quiet) setReady(true);
  }, [idle, quiet]);
  if (!ready) return null;
  return (
    <PopupsFailSilently>
      <Suspense fallback={null}>
        <CampaignPopupsPart quiet={quiet} />
      </Suspense>
    </PopupsFailSilently>
  );
}
