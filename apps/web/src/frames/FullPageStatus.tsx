import { Alert, Button, Container, Spinner, Stack } from '@telehealth/ui';

/** A centred spinner with its label shown, for 'Authenticating...' and 'Loading application...'. */
export function FullPageStatus({ label }: { label: string }) {
  return (
    <Container>
      <Stack align="center" justify="center" paddingY="xxlarge">
        <Spinner label={label} showLabel size="lg" />
      </Stack>
    </Container>
  );
}

/** The session could not be checked (network or server failure): say so and offer a retry. */
export function SessionError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Container>
      <Stack gap="medium" paddingY="xxlarge">
        <Alert tone="critical" title="We couldn't check your session">
          {message}
        </Alert>
        <div>
          <Button variant="solid" onClick={() => void onRetry()}>
            Try again
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
