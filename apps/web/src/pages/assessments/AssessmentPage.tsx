import { type AssessmentType, assessmentTypes, questionnaires } from '@telehealth/contract';
import { Container, Heading, Stack, Text } from '@telehealth/ui';
import { useSearchParams } from 'react-router';
import { AssessmentScreen } from '../../features/assessments/AssessmentScreen';
import { useDocumentTitle } from '../useDocumentTitle';

function typeFrom(value: string | null): AssessmentType {
  return (assessmentTypes as readonly string[]).includes(value ?? '')
    ? (value as AssessmentType)
    : 'erectile_dysfunction';
}

/** `/ed-assessment` and `?type=weight_loss` / `?type=contraception` (docs/product/assessments.md), signed in. */
export default function AssessmentPage() {
  const [params] = useSearchParams();
  const type = typeFrom(params.get('type'));
  const { title } = questionnaires[type];
  useDocumentTitle(title);
  return (
    <Container size="narrow">
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">
            A few questions for your practitioner. Your answers are saved after each step, so you can come
            back later.
          </Text>
        </Stack>
        <AssessmentScreen key={type} type={type} />
      </Stack>
    </Container>
  );
}
