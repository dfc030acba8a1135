import { Button, Container, Heading, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../frames/RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container>
      <Stack gap="medium" paddingY="xxlarge" align="start">
        <Heading level={1}>Page not found...</Heading>
        <Text tone="muted">The address may be mistyped, or the page may have moved.</Text>
        <Button asChild variant="solid">
          <RouterLink href="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
