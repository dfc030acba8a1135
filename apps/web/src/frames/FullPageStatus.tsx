import { Container, Spinner, Stack } from '@telehealth/ui';

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
