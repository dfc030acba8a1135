import { errorMessage } from '@telehealth/api';
import { Alert, EmptyState, Skeleton } from '@telehealth/ui';
import type { ReactNode } from 'react';

export interface LoadStateProps<Data> {
  /** The answer: undefined while loading, null when the record does not exist (a tolerated 404). */
  data: Data | null | undefined;
  error: unknown;
  /** 'Loading the patient'. */
  loadingLabel: string;
  /** 'Patient not found'. */
  notFound: string;
  children: (data: Data) => ReactNode;
}

/** A detail screen's record: skeleton while it loads, the error, 'not found', or the record. */
export function LoadState<Data>({ data, error, loadingLabel, notFound, children }: LoadStateProps<Data>) {
  if (error)
    return (
      <Alert tone="critical" title="Error">
        {errorMessage(error, 'This could not be loaded. Please try again.')}
      </Alert>
    );
  if (data === undefined) return <Skeleton lines={6} label={loadingLabel} />;
  if (data === null) return <EmptyState headingLevel={2} title={notFound} />;
  return <>{children(data)}</>;
}
