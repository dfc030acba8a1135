import { EmptyState } from '@telehealth/ui';
import { loadFailure } from './loadFailure';

/** How an admin record's screen says the record could not be loaded, or does not exist ('Patient not found'). */
export function recordStates(notFound: string) {
  return {
    ...loadFailure('This could not be loaded. Please try again.'),
    empty: <EmptyState headingLevel={2} title={notFound} />,
  };
}
