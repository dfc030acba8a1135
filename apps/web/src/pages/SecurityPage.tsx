import { Container, Heading, Stack } from '@telehealth/ui';
import { TwoStepSignInCard } from '../features/shared/TwoStepSignInCard';
import { useDocumentTitle } from './useDocumentTitle';

/** A practitioner's or content writer's security settings: two-step sign-in (docs/product/access.md). */
export default function SecurityPage() {
  useDocumentTitle('Security');
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Security</Heading>
        <TwoStepSignInCard />
      </Stack>
    </Container>
  );
}
