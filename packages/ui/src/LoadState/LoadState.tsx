import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';

/** How loading shows: skeleton lines or a spinner announcing `loadingLabel`, or a placeholder of the content's shape. */
export type LoadStateLoading =
  | {
      /** Announced while it loads, e.g. 'Loading the patient'. */
      loadingLabel: string;
      /** Lines of skeleton text (default) or a spinner. */
      loadingIndicator?: 'skeleton' | 'spinner';
      /** How many skeleton lines stand in for the content. */
      skeletonLines?: number;
      placeholder?: never;
    }
  | {
      /** Stands in for the content while it loads; it announces the loading itself (a labelled Skeleton). */
      placeholder: ReactNode;
      loadingLabel?: never;
      loadingIndicator?: never;
      skeletonLines?: never;
    };

export type LoadStateProps<Data> = LoadStateLoading & {
  /** The answer: undefined while it loads, null when there is none (e.g. a record the server did not find). */
  data: Data | null | undefined;
  /** Loading failed when set: a critical Alert takes the place of the content. */
  error?: unknown;
  /** The failure's title in the Alert, e.g. 'Your profile could not be loaded'; none unless set. */
  errorTitle?: ReactNode;
  /** The failure's message in the Alert; the error's own message unless set. */
  describeError?: (error: unknown) => ReactNode;
  /** Still loading with nothing to show (a query's isLoading): wins over an earlier error while it retries. */
  pending?: boolean;
  /** In place of the content when there is none: data is null, or `isEmpty` says so. */
  empty?: ReactNode;
  /** Whether loaded data counts as none too, e.g. `(items) => items.length === 0`. */
  isEmpty?: (data: Data) => boolean;
  /** The content, from the loaded data. */
  children: (data: Data) => ReactNode;
};

/** The message of whatever was thrown: an Error's message, else the value as text. */
const messageOf = (error: unknown): ReactNode => (error instanceof Error ? error.message : String(error));

/**
 * What a screen shows for one query: a placeholder while it loads, the failure, the empty state, or the content.
 * It knows nothing of requests: the caller passes the query's data and error, and words for each state.
 */
export function LoadState<Data>({
  data,
  error,
  errorTitle,
  describeError = messageOf,
  loadingLabel,
  loadingIndicator = 'skeleton',
  skeletonLines = 6,
  placeholder,
  pending = false,
  empty,
  isEmpty,
  children,
}: LoadStateProps<Data>) {
  const loading =
    placeholder !== undefined ? (
      placeholder
    ) : loadingIndicator === 'spinner' ? (
      <Spinner label={loadingLabel} />
    ) : (
      <Skeleton lines={skeletonLines} label={loadingLabel} />
    );
  if (pending) return <>{loading}</>;
  if (error) {
    return (
      <Alert tone="critical" title={errorTitle}>
        {describeError(error)}
      </Alert>
    );
  }
  if (data === undefined) return <>{loading}</>;
  if (data === null || isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
