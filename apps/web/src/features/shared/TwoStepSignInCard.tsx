import { api } from '@telehealth/api';
import { TotpCodeForm } from '@telehealth/forms';
import { Badge, Button, Card, Heading, Inline, LoadState, Stack, Text } from '@telehealth/ui';
import { useId, useState } from 'react';
import { EnrolTotp } from './EnrolTotp';

export interface TwoStepSignInCardProps {
  /** The line under the title: what it does, and for patients that it is optional. */
  description?: string;
}

/**
 * Two-step sign-in (docs/product/access.md): its state, setting it up, and turning it off with a code. Staff must
 * have it where the deployment requires it; patients may turn it on.
 */
export function TwoStepSignInCard({
  description = 'After your password, ask for a code from an authenticator app.',
}: TwoStepSignInCardProps) {
  const headingId = useId();
  const { data, error, mutate } = api.session.mfaStatus.useQuery();
  const disable = api.session.mfaDisable.useMutation();
  const [enrolling, setEnrolling] = useState(false);
  // Enrolling comes first: the status may reload meanwhile, and the recovery codes must stay on screen.
  const body = enrolling ? (
    <EnrolTotp
      onEnrolled={() => {
        setEnrolling(false);
        void mutate();
      }}
    />
  ) : (
    <LoadState
      data={data}
      // A state already shown stays when a later check fails.
      error={data ? undefined : error}
      errorTitle="Couldn't check two-step sign-in"
      loadingLabel="Checking"
      loadingIndicator="spinner"
    >
      {(status) =>
        status.enrolled ? (
          <Stack gap="medium">
            <Inline gap="medium">
              <Badge tone="positive">On</Badge>
              <Text as="span">{`${status.recoveryCodesLeft} recovery codes left`}</Text>
            </Inline>
            <Text>To turn it off, enter a current code.</Text>
            <TotpCodeForm
              submitLabel="Turn off"
              onSubmit={({ code }) => disable.trigger({ body: { code } })}
            />
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
        )
      }
    </LoadState>
  );
  return (
    <Card as="section" aria-labelledby={headingId} padding="large">
      <Stack gap="large">
        <Stack gap="xsmall">
          <Heading level={2} id={headingId}>
            Two-step sign-in
          </Heading>
          <Text tone="muted">{description}</Text>
        </Stack>
        {body}
      </Stack>
    </Card>
  );
}
