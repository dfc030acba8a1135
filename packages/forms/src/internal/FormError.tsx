import { Alert } from '@telehealth/ui';

/**
 * A submit's failure that names no field of the form (`useFormShell`'s `failure`); nothing when there is none.
 * `title` heads the alert ('Error', 'Sign in failed'); without one the message stands alone.
 */
export function FormError({ message, title }: { message: string | null; title?: string | undefined }) {
  return message ? (
    <Alert tone="critical" title={title}>
      {message}
    </Alert>
  ) : null;
}
