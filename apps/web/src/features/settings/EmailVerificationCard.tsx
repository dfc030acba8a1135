import { useEmailVerificationStatus, useSendEmailOtp, useVerifyEmailOtp } from '@telehealth/api';
import { emailVerificationMessages as messages } from '@telehealth/contract';
import { EmailOtpForm } from '@telehealth/forms';
import { Badge, Button, Dialog, Inline, Spinner, Text } from '@telehealth/ui';
import { useState } from 'react';
import { failed, saved } from './saveToasts';
import { TabPanel } from './TabPanel';

/** Email Verification (Part 2 §2, §4): Not Verified, a code is sent, the dialog, then Verified. */
export function EmailVerificationCard({ email }: { email: string }) {
  const { data } = useEmailVerificationStatus(email);
  const send = useSendEmailOtp();
  const verify = useVerifyEmailOtp();
  const [open, setOpen] = useState(false);
  const verified = data?.verified === true;

  const sendCode = async () => {
    try {
      await send.trigger({ email });
      saved(messages.codeSent);
      setOpen(true);
    } catch (error) {
      failed(messages.sendFailedTitle, error, messages.sendFailed);
    }
  };
  const check = async ({ otp }: { otp: string }) => {
    try {
      await verify.trigger({ email, otp });
      saved(messages.verified);
      setOpen(false);
    } catch (error) {
      failed(messages.verifyFailedTitle, error, messages.verifyFailed);
    }
  };

  return (
    <TabPanel title="Email Verification" description={`Verify ${email} with a 6-digit code we email you.`}>
      <Inline gap="medium">
        <Text as="span">Status</Text>
        {data ? (
          <Badge tone={verified ? 'positive' : 'caution'}>
            {verified ? messages.verifiedBadge : messages.notVerifiedBadge}
          </Badge>
        ) : (
          <Spinner label="Checking" />
        )}
      </Inline>
      <div>
        <Button
          variant="solid"
          onClick={sendCode}
          disabled={!data || verified || send.isMutating}
          busy={send.isMutating}
        >
          {send.isMutating ? 'Sending...' : 'Verify Email'}
        </Button>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Title>Enter verification code</Dialog.Title>
          <Dialog.Description>
            We sent a 6-digit code to {email}. It expires in 10 minutes.
          </Dialog.Description>
          <EmailOtpForm onSubmit={check} />
        </Dialog.Content>
      </Dialog.Root>
    </TabPanel>
  );
}
