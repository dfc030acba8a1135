import { api } from '@telehealth/api';
import { Container, EmptyState, Heading, Link, LoadState, Skeleton, Stack } from '@telehealth/ui';
import { RequestRepeat } from '../../features/patient/RequestRepeat';
import { PrescriptionCard } from '../../features/shared/PrescriptionCard';
import { useViewerZone } from '../../features/shared/useViewerZone';
import { useDocumentTitle } from '../useDocumentTitle';

/** `/dashboard/prescriptions` and `/dashboard/my-prescriptions` (docs/product/prescriptions.md). */
export default function PrescriptionsPage() {
  useDocumentTitle('Prescriptions');
  const zone = useViewerZone();
  const { data, error } = api.patient.myPrescriptions.useQuery();
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Prescriptions</Heading>
        <LoadState
          data={data}
          error={error}
          errorTitle="Couldn't load your prescriptions"
          placeholder={
            <Stack gap="medium">
              <Skeleton shape="rect" height="160px" label="Loading prescriptions" />
              <Skeleton shape="rect" height="160px" />
            </Stack>
          }
          empty={
            <EmptyState
              title="No prescriptions yet"
              description="When a practitioner prescribes for you, it appears here with its delivery."
              action={<Link href="/assessment">Start an assessment</Link>}
              headingLevel={2}
            />
          }
          isEmpty={(list) => list.items.length === 0}
        >
          {(list) => (
            <Stack gap="medium">
              {list.items.map((prescription) => (
                <PrescriptionCard
                  key={prescription.id}
                  prescription={prescription}
                  zone={zone}
                  actions={
                    <RequestRepeat prescription={prescription} postFeeCents={list.repeatPostFeeCents} />
                  }
                />
              ))}
            </Stack>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
