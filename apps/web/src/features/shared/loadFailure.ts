import { errorMessage } from '@telehealth/api';

/** LoadState's failure for a query: 'Error', with the server's own message, else `fallback`. */
export const loadFailure = (fallback: string) => ({
  errorTitle: 'Error',
  describeError: (error: unknown) => errorMessage(error, fallback),
});
