import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToasterProps } from './Toast';
import { getToasts, subscribeToasts } from './toastStore';

const LazyToaster = lazy(() => import('./Toast').then((module) => ({ default: module.Toaster })));

/**
 * `Toaster`, whose code (Radix Toast and its layers) loads with the first `toast()`, so that a page that never shows
 * one never downloads it. Mount it once, where `Toaster` would go; the first toast appears when the code arrives.
 */
export function DeferredToaster(props: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
