import { useMfaVerify } from '@telehealth/api';
import { isMfaChallenge, type LoginResult, mfaMessages } from '@telehealth/contract';
import { TotpCodeForm } from '@telehealth/forms';
import { Button, Stack, Text } from '@telehealth/ui';
import { EnrolTotp } from '../shared/EnrolTotp';

/** What a sign-in still needs after the password: a code, or (staff, where it is required) an enrolment. */
export interface SecondStep {
  kind: 'verify' | 'enrol';
  challenge: string;
}

/** The second step a sign-in's answer asks for, or null when the session has started. */
export function secondStepOf(result: LoginResult): SecondStep | null {
  if (!isMfaChallenge(result)) return null;
  return { kind: 'mfaRequired' in result ? 'verify' : 'enrol', challenge: result.challenge };
}

export interface SignInSecondStepProps {
  step: SecondStep;
  /** After an enrolment's recovery codes are saved. */
  onEnrolled: () => void;
  /** Back to the password (the challenge lasts 5 minutes). */
  onRestart: () => void;
}

/** The sign-in's second step; the session starts when it passes (the page then moves on). */
export function SignInSecondStep({ step, onEnrolled, onRestart }: SignInSecondStepProps) {
  const verify = useMfaVerify();
  if (step.kind === 'verify')
    return (
      <Stack gap="medium">
        <Text>Enter the code from your authenticator app to finish signing in.</Text>
        <TotpCodeForm onSubmit={({ code }) => verify.trigger({ challenge: step.challenge, code })} />
        <div>
          <Button variant="ghost" onClick={onRestart}>
            Start again
          </Button>
        </div>
      </Stack>
    );
  return (
    <Stack gap="medium">
      <Text>{mfaMessages.staffRequired}</Text>
      <EnrolTotp challenge={step.challenge} onEnrolled={onEnrolled} />
    </Stack>
  );
}
