import { Container, Heading, Stack } from '@telehealth/ui';
import { TwoStepSignInCard } from '../../features/mfa/TwoStepSignInCard';
import { useDocumentTitle } from '../useDocumentTitle';

/** A practitioner's security settings: two-step sign-in (issue 11 §6). */
export default function PractitionerSecurityPage() {
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
