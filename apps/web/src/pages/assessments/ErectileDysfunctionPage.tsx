import { api, presets } from '@telehealth/api';
import { formatAud } from '@telehealth/contract';
import { Button, Card, Container, Heading, List, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

const sections = [
  {
    id: 'condition',
    title: 'About erectile dysfunction',
    paragraphs: [
      'Erectile dysfunction (ED) is trouble getting or keeping an erection firm enough for sex. It is common, becomes more common with age, and is often treatable.',
      'ED can be linked to heart health, diabetes, blood pressure, stress, tiredness, alcohol and smoking. Because it can be an early sign of heart disease, it is worth talking to a health professional about it.',
    ],
  },
  {
    id: 'how',
    title: 'How it works',
    steps: [
      'Answer a short online assessment about your health. It takes about five minutes and you can save and come back.',
      'Pay the assessment fee. Nothing else is charged unless your practitioner recommends treatment and you choose to go ahead.',
      'An Australian-registered practitioner reviews your answers and may message you with questions.',
      'If treatment is suitable, your practitioner discusses the options with you. If it is not, they tell you why and where to go next.',
    ],
  },
  {
    id: 'practitioners',
    title: 'Our practitioners',
    paragraphs: [
      'Every assessment is reviewed by a practitioner registered with the Australian Health Practitioner Regulation Agency (Ahpra). They follow Australian clinical guidelines and decide with you what is safe and suitable; no answer guarantees a treatment.',
    ],
  },
  {
    id: 'privacy',
    title: 'Your privacy',
    paragraphs: [
      'Your answers are health information. They are stored securely, seen only by you, your practitioner and the clinical team who need them, and handled under the Privacy Act 1988 and the Australian Privacy Principles. Every staff access to your record is logged.',
      'Read our privacy policy for how your information is collected, used and kept.',
    ],
  },
] as const;

/**
 * `/erectile-dysfunction` (docs/product/assessments.md): the condition and the service: how it works, the practitioners, privacy and
 * the price. TGA advertising rules: it names no prescription-only medicine and shows no medicine images.
 */
export default function ErectileDysfunctionPage() {
  useDocumentTitle('Erectile dysfunction treatment');
  // The fees change only with a release.
  const fees = api.assessments.assessmentFees.useQuery({}, presets.stable);
  const price = fees.data
    ? `The online assessment costs ${formatAud(fees.data.erectile_dysfunction)}, paid once you have answered the questions.`
    : fees.error
      ? 'The assessment fee is shown before you pay.'
      : 'Loading the assessment fee...';

  return (
    <Container size="narrow">
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Erectile dysfunction treatment</Heading>
          <Text tone="muted">Discreet assessment and treatment by Australian practitioners.</Text>
        </Stack>
        {sections.map((section) => (
          <Stack as="section" key={section.id} gap="small" aria-labelledby={`ed-${section.id}`}>
            <Heading level={2} size="medium" id={`ed-${section.id}`}>
              {section.title}
            </Heading>
            {'steps' in section ? (
              <List as="ol">
                {section.steps.map((step) => (
                  <li key={step}>
                    <Text>{step}</Text>
                  </li>
                ))}
              </List>
            ) : (
              section.paragraphs.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)
            )}
          </Stack>
        ))}
        <Stack as="section" gap="small" aria-labelledby="ed-price">
          <Heading level={2} size="medium" id="ed-price">
            Price
          </Heading>
          <Text aria-live="polite">{price}</Text>
        </Stack>
        <Card>
          <Stack gap="small">
            <Text>
              If you have chest pain, or feel unwell, call 000. For anything urgent, see your GP rather than
              waiting for an online review.
            </Text>
            <Button asChild variant="solid">
              <RouterLink href="/ed-assessment">Start your assessment</RouterLink>
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
