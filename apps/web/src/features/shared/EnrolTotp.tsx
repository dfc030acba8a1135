import { api, useMfaEnrolmentConfirm } from '@telehealth/api';
import { RecoveryCodes, TotpEnrolment } from '@telehealth/forms';
import { LoadState } from '@telehealth/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * Setting up TOTP: a new secret (QR code and key), the first code, then the recovery codes shown once. With a
 * sign-in's `challenge`, confirming starts the session.
 */
export function EnrolTotp({ challenge, onEnrolled }: { challenge?: string; onEnrolled: () => void }) {
  const start = api.session.mfaEnrolmentStart.useMutation();
  const confirm = useMfaEnrolmentConfirm();
  const [codes, setCodes] = useState<string[] | null>(null);
  const started = useRef(false);
  const withChallenge = challenge ? { challenge } : {};

  useEffect(() => {
    // Once: each start replaces the pending secret, so a second one would outdate the QR code on screen.
    if (started.current) return;
    started.current = true;
    start.trigger({ body: { factor: 'totp', ...(challenge ? { challenge } : {}) } }).catch(() => {});
  }, [start, challenge]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onEnrolled} />;
  return (
    <LoadState
      data={start.data}
      error={start.error}
      errorTitle="Set-up failed"
      loadingLabel="Preparing set-up"
      loadingIndicator="spinner"
    >
      {(enrolment) => (
        <TotpEnrolment
          enrolment={enrolment}
          onSubmit={async ({ code }) =>
            setCodes((await confirm.trigger({ code, ...withChallenge })).recoveryCodes)
          }
        />
      )}
    </LoadState>
  );
}
