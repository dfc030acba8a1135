import { Container, Heading, Stack } from '@telehealth/ui';
import { AuditTrail } from '../../features/audit/AuditTrail';
import { useDocumentTitle } from '../useDocumentTitle';

/** Issue 11 §5: who did what, when, from where (beyond the spec's 18 admin items). */
export default function AuditPage() {
  useDocumentTitle('Audit Trail');
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Audit Trail</Heading>
        <AuditTrail />
      </Stack>
    </Container>
  );
}
