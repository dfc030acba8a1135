import { api, errorMessage } from '@telehealth/api';
import { emailVerificationMessages as messages, otpResendTooSoonMessage } from '@telehealth/contract';
import { EmailOtpForm } from '@telehealth/forms';
import { Alert, Badge, Button, Dialog, Inline, Spinner, Stack, Text, toast } from '@telehealth/ui';
import { useEffect, useRef, useState } from 'react';
import { serverError, useAction } from '../shared/useAction';
import { TabPanel } from './TabPanel';

/** Seconds until `deadline` (ms since the epoch), counting down once a second; 0 when past or none. */
function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

interface Refusal {
  title: string;
  message: string;
}

/**
 * Email Verification, on the profile and security settings: Not Verified, a code is sent, the dialog, then Verified.
 * Each code is sent to the server once (the form sees to it). 'Verify Email' reopens the dialog while the last code can
 * still be entered, and the dialog offers Resend with its wait. While the dialog is open, what happens shows inside it,
 * never as a toast: a toast opened over a dialog is the top layer and takes the Escape key from it
 * (docs/product/access.md).
 */
export function EmailVerificationCard({ email }: { email: string }) {
  const { data, mutate } = api.profile.emailVerificationStatus.useQuery(email ? { query: { email } } : null);
  const send = api.profile.sendEmailOtp.useMutation();
  const verify = api.profile.verifyEmailOtp.useMutation();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [resent, setResent] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // A new code gets a fresh form, so that it may be sent even if it repeats the last one's digits.
  const [codeRound, setCodeRound] = useState(0);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const verified = data?.verified === true;
  useEffect(() => {
    if (data) setResendAt(data.resendInSeconds > 0 ? Date.now() + data.resendInSeconds * 1000 : null);
  }, [data]);
  const resendWait = useSecondsLeft(resendAt);

  // With the dialog open, the outcome shows inside it instead of in a toast.
  const sendCode = useAction(() => send.trigger({ body: { email } }), {
    success: open ? null : { title: messages.codeSent, tone: 'positive' },
    failure: open ? null : serverError(messages.sendFailed, messages.sendFailedTitle),
    onSuccess: () => {
      if (open) setResent(true);
      setRefusal(null);
      setCodeRound((round) => round + 1);
    },
    onFailure: (error) => {
      void mutate();
      if (open)
        setRefusal({ title: messages.sendFailedTitle, message: errorMessage(error, messages.sendFailed) });
    },
  });
  const openDialog = async () => {
    // A code that can still be entered is not replaced: the dialog reopens for it (as the server knows it now).
    const current = await mutate().catch(() => data);
    if (!current?.codeActive && !(await sendCode())) return;
    setRefusal(null);
    setResent(false);
    setOpen(true);
  };
  const check = async ({ otp }: { otp: string }) => {
    try {
      await verify.trigger({ body: { email, otp } });
      setOpen(false);
      toast({ title: messages.verified, tone: 'positive' });
    } catch (error) {
      void mutate();
      setResent(false);
      setRefusal({ title: messages.verifyFailedTitle, message: errorMessage(error, messages.verifyFailed) });
    }
  };
  // A resent code: the field for it takes focus (Resend itself is now waiting, and disabled).
  useEffect(() => {
    if (codeRound > 0) content.current?.querySelector('input')?.focus();
  }, [codeRound]);

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
          onClick={openDialog}
          disabled={!data || verified || send.isMutating}
          busy={send.isMutating && !open}
        >
          {send.isMutating && !open ? 'Sending...' : 'Verify Email'}
        </Button>
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content ref={content}>
          <Dialog.Title>Enter verification code</Dialog.Title>
          <Dialog.Description>
            We sent a 6-digit code to {email}. It expires in 10 minutes.
          </Dialog.Description>
          <Stack gap="medium">
            {refusal ? (
              <Alert tone="critical" title={refusal.title}>
                {refusal.message}
              </Alert>
            ) : resent ? (
              <Alert tone="positive" title={messages.codeSent} />
            ) : null}
            <EmailOtpForm key={codeRound} onSubmit={check} />
            <Stack gap="xsmall">
              <div>
                <Button
                  variant="ghost"
                  onClick={() => void sendCode()}
                  disabled={resendWait > 0 || send.isMutating}
                  busy={send.isMutating}
                >
                  Resend code
                </Button>
              </div>
              {resendWait > 0 ? (
                <Text tone="muted" size="small">
                  {otpResendTooSoonMessage(resendWait)}
                </Text>
              ) : null}
            </Stack>
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
    </TabPanel>
  );
}
