import { errorMessage } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { Button, toast } from '@telehealth/ui';

/** Emails a new set-password link (earlier ones stop working). */
export function ResendLinkButton({ resend, busy }: { resend: () => Promise<unknown>; busy: boolean }) {
  const send = async () => {
    try {
      await resend();
      toast({ title: 'Success', description: adminPeopleMessages.linkSent, tone: 'positive' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'The link could not be sent.'),
        tone: 'critical',
      });
    }
  };
  return (
    <Button variant="outline" size="sm" busy={busy} onClick={() => void send()}>
      Resend set-password link
    </Button>
  );
}
