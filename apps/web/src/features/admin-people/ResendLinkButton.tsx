import { adminPeopleMessages } from '@telehealth/contract';
import { Button } from '@telehealth/ui';
import { serverError, succeeded, useAction } from '../shared/useAction';

/** Emails a new set-password link (earlier ones stop working). */
export function ResendLinkButton({ resend, busy }: { resend: () => Promise<unknown>; busy: boolean }) {
  const send = useAction(resend, {
    success: succeeded(adminPeopleMessages.linkSent),
    failure: serverError('The link could not be sent.'),
  });
  return (
    <Button variant="outline" size="sm" busy={busy} onClick={() => void send()}>
      Resend set-password link
    </Button>
  );
}
