import { Alert } from '@telehealth/ui';

/** A submit's failure that names no field of the form, above its fields; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Alert tone="critical" title="Error">
      {message}
    </Alert>
  ) : null;
}
