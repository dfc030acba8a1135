import { api, presets } from '@telehealth/api';
import { type AssessmentType, assessmentTypeLabels, assessmentTypes, formatAud } from '@telehealth/contract';
import { Box, Button, Card, Container, Heading, Link, Stack, Text, VisuallyHidden } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

const about: Record<AssessmentType, { body: string; href: string; more?: string }> = {
  erectile_dysfunction: {
    body: 'Discreet treatment for erectile dysfunction, reviewed by an Australian practitioner.',
    href: '/ed-assessment',
    more: '/erectile-dysfunction',
  },
  weight_loss: {
    body: 'A medically supervised plan to help you reach a healthier weight.',
    href: '/ed-assessment?type=weight_loss',
  },
  contraception: {
    body: 'Ongoing contraception without a trip to the clinic.',
    href: '/ed-assessment?type=contraception',
  },
};

/** `/assessment` (docs/product/assessments.md): the three assessments as cards, each with its fee from the settings. */
export default function AssessmentsPage() {
  useDocumentTitle('Start your assessment');
  // The fees change only with a release.
  const fees = api.assessments.assessmentFees.useQuery({}, presets.stable);
  const feeText = (type: AssessmentType) => {
    if (fees.data) return `Assessment fee: ${formatAud(fees.data[type])}`;
    if (fees.error) return 'The fee is shown before you pay.';
    return 'Loading the fee...';
  };

  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Start your assessment</Heading>
          <Text tone="muted">
            Choose the assessment that fits you. A practitioner reviews your answers; you pay only the
            assessment fee until then.
          </Text>
        </Stack>
        <Stack
          as="ul"
          role="list"
          direction={{ mobile: 'column', tablet: 'row' }}
          gap="medium"
          padding="none"
          margin="none"
        >
          {assessmentTypes.map((type) => (
            <Box as="li" key={type} display="flex" flexGrow="1" flexShrink="1">
              <Card>
                <Stack gap="small">
                  <Heading level={2} size="medium">
                    {assessmentTypeLabels[type]}
                  </Heading>
                  <Text>{about[type].body}</Text>
                  <Text weight="semibold" aria-live="polite">
                    {feeText(type)}
                  </Text>
                  <Button asChild variant="solid">
                    <RouterLink href={about[type].href}>
                      Start assessment{' '}
                      <VisuallyHidden>for {assessmentTypeLabels[type].toLowerCase()}</VisuallyHidden>
                    </RouterLink>
                  </Button>
                  {about[type].more ? (
                    <Link asChild>
                      <RouterLink href={about[type].more ?? '/'}>
                        How the {assessmentTypeLabels[type].toLowerCase()} service works
                      </RouterLink>
                    </Link>
                  ) : null}
                </Stack>
              </Card>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
