import { Container, Heading, Stack } from '@telehealth/ui';
import { AuditTrail } from '../../features/audit/AuditTrail';
import { useDocumentTitle } from '../useDocumentTitle';

/** The audit trail (docs/product/admin.md): who did what, when, from where. */
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
