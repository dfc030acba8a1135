import { useMfaDisable, useMfaStatus } from '@telehealth/api';
import { TotpCodeForm } from '@telehealth/forms';
import { Badge, Button, Card, Heading, Inline, Spinner, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { EnrolTotp } from './EnrolTotp';

/** Staff two-step sign-in (issue 11 §6): its state, setting it up, and turning it off with a code. */
export function TwoStepSignInCard() {
  const { data, mutate } = useMfaStatus();
  const disable = useMfaDisable();
  const [enrolling, setEnrolling] = useState(false);
  // Enrolling comes first: the status may reload meanwhile, and the recovery codes must stay on screen.
  const body = enrolling ? (
    <EnrolTotp
      onEnrolled={() => {
        setEnrolling(false);
        void mutate();
      }}
    />
  ) : !data ? (
    <Spinner label="Checking" />
  ) : data.enrolled ? (
    <Stack gap="medium">
      <Inline gap="medium">
        <Badge tone="positive">On</Badge>
        <Text as="span">{`${data.recoveryCodesLeft} recovery codes left`}</Text>
      </Inline>
      <Text>To turn it off, enter a current code.</Text>
      <TotpCodeForm submitLabel="Turn off" onSubmit={({ code }) => disable.trigger({ code })} />
    </Stack>
  ) : (
    <Stack gap="medium">
      <Inline gap="medium">
        <Badge tone="caution">Off</Badge>
      </Inline>
      <div>
        <Button variant="solid" onClick={() => setEnrolling(true)}>
          Set up two-step sign-in
        </Button>
      </div>
    </Stack>
  );
  return (
    <Card padding="large">
      <Stack gap="large">
        <Stack gap="xsmall">
          <Heading level={2}>Two-step sign-in</Heading>
          <Text tone="muted">After your password, ask for a code from an authenticator app.</Text>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}
