import { useMyPrescriptions } from '@telehealth/api';
import { Alert, Container, EmptyState, Heading, Link, Skeleton, Stack } from '@telehealth/ui';
import { RequestRepeat } from '../../features/patient/RequestRepeat';
import { PrescriptionCard } from '../../features/shared/PrescriptionCard';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/prescriptions` and `/dashboard/my-prescriptions` (docs/product/prescriptions.md). */
export default function PrescriptionsPage() {
  useDocumentTitle('Prescriptions');
  const zone = useViewerZone();
  const { data, error } = useMyPrescriptions();
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Prescriptions</Heading>
        {error ? (
          <Alert tone="critical" title="Couldn't load your prescriptions">
            {error.message}
          </Alert>
        ) : !data ? (
          <Stack gap="medium">
            <Skeleton shape="rect" height="160px" label="Loading prescriptions" />
            <Skeleton shape="rect" height="160px" />
          </Stack>
        ) : data.items.length === 0 ? (
          <EmptyState
            title="No prescriptions yet"
            description="When a practitioner prescribes for you, it appears here with its delivery."
            action={<Link href="/assessment">Start an assessment</Link>}
            headingLevel={2}
          />
        ) : (
          <Stack gap="medium">
            {data.items.map((prescription) => (
              <PrescriptionCard
                key={prescription.id}
                prescription={prescription}
                zone={zone}
                actions={<RequestRepeat prescription={prescription} postFeeCents={data.repeatPostFeeCents} />}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
