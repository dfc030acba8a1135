import { Alert, Button, Stack } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';

export interface ConsultationRefusalProps {
  /** The server's words: too early, ended, cancelled or not found (docs/product/consultations.md, When it opens). */
  message: string;
  /** Where the way back leads: the viewer's appointments. */
  backHref: string;
  backLabel: string;
}

/** Why the room will not open, in the server's own words, and the way back. */
export function ConsultationRefusal({ message, backHref, backLabel }: ConsultationRefusalProps) {
  return (
    <Stack gap="medium" align="start">
      <Alert tone="info">{message}</Alert>
      <Button asChild variant="outline">
        <RouterLink href={backHref}>{backLabel}</RouterLink>
      </Button>
    </Stack>
  );
}
