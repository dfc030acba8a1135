import { Alert, Button, Container, Stack } from '@telehealth/ui';

// Apart from FullPageStatus, which every page's first load shows: only the guard, loaded later, needs this.
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
