import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../frames/RouterLink';
import { useDocumentTitle } from './useDocumentTitle';

const treatments = [
  {
    title: 'Erectile dysfunction',
    body: 'A confidential online assessment reviewed by an Australian-registered practitioner.',
    href: '/erectile-dysfunction',
  },
  {
    title: 'Weight loss',
    body: 'A clinically guided program with ongoing support from your practitioner.',
    href: '/assessment',
  },
  {
    title: 'Contraception',
    body: 'Repeat prescriptions for the pill, posted to your door.',
    href: '/assessment',
  },
] as const;

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Container>
      <Stack gap="xlarge" paddingY="xlarge">
        <Stack gap="medium" align="start">
          <Heading level={1}>Healthcare from home, by Australian practitioners</Heading>
          <Text size="large" tone="muted">
            Take a short assessment, talk with a practitioner, and receive your prescription by post.
          </Text>
          <Stack direction="row" gap="small" wrap>
            <Button asChild variant="solid" size="lg">
              <RouterLink href="/assessment">Start your assessment</RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <RouterLink href="/erectile-dysfunction">ED Treatment</RouterLink>
            </Button>
          </Stack>
        </Stack>
        <Stack as="section" gap="medium" aria-labelledby="treatments-heading">
          <Heading level={2} id="treatments-heading">
            What we treat
          </Heading>
          <Stack
            as="ul"
            role="list"
            direction={{ mobile: 'column', tablet: 'row' }}
            gap="medium"
            padding="none"
            margin="none"
          >
            {treatments.map((treatment) => (
              <Box as="li" key={treatment.title} display="flex" flexGrow="1" flexShrink="1">
                <Card>
                  <Stack gap="small">
                    <Heading level={3}>{treatment.title}</Heading>
                    <Text>{treatment.body}</Text>
                    <Link asChild>
                      <RouterLink href={treatment.href}>
                        Learn more about {treatment.title.toLowerCase()}
                      </RouterLink>
                    </Link>
                  </Stack>
                </Card>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Container>
  );
}
