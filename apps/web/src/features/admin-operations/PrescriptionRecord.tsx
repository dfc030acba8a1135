import { api, prescriptionPdfUrl } from '@telehealth/api';
import {
  type AdminPrescriptionDetail,
  type AdminPrescriptionItem,
  formatDateTime,
  type PrescriptionStatusChange,
  prescriptionStatusLabels,
} from '@telehealth/contract';
import { PrescriptionStatusForm } from '@telehealth/forms';
import { Grid, Link, Stack, toast } from '@telehealth/ui';
import { DetailList } from '../../frames/DetailList';
import { RouterLink } from '../../frames/RouterLink';
import { SectionCard } from '../../frames/SectionCard';
import { PrescriptionStatusBadge } from '../shared/PrescriptionCard';
import { RecordTableSection } from '../shared/RecordTable';
import { useViewerZone } from '../shared/useViewerZone';

/**
 * `/admin/prescriptions/{id}` (docs/product/admin.md): who it is for and where it goes, its medicines, the status flow
 * (preparing → ready → posted with the tracking number → delivered) and its history.
 */
export function PrescriptionRecord({ prescription }: { prescription: AdminPrescriptionDetail }) {
  const zone = useViewerZone();
  const setStatus = api.adminOperations.setPrescriptionStatus.useMutation();
  return (
    <Stack gap="large">
      <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
        <SectionCard id="prescription-summary" title="Prescription">
          <DetailList
            rows={[
              ['Status', <PrescriptionStatusBadge key="status" status={prescription.status} />],
              [
                'Patient',
                <Link key="patient" asChild>
                  <RouterLink href={`/admin/patients/${prescription.patient.id}`}>
                    {prescription.patient.name}
                  </RouterLink>
                </Link>,
              ],
              ['Email', prescription.patient.email],
              ['Postal address', prescription.patient.address.join(', ') || '—'],
              ['Practitioner', prescription.practitioner.name],
              ['Repeats', `${prescription.repeatsRemaining} of ${prescription.repeats} left`],
              [
                'Tracking number',
                prescription.trackingUrl && prescription.trackingNumber ? (
                  <Link
                    key="tracking"
                    href={prescription.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {prescription.trackingNumber}
                  </Link>
                ) : (
                  (prescription.trackingNumber ?? '—')
                ),
              ],
              ['Prescribed', formatDateTime(prescription.createdAt, zone)],
            ]}
          />
          <Stack gap="xsmall">
            <Link href={prescriptionPdfUrl(prescription.id)} target="_blank" rel="noopener">
              Open the prescription (PDF)
            </Link>
            {prescription.assessmentId ? (
              <Link asChild>
                <RouterLink href={`/admin/assessments/${prescription.assessmentId}`}>
                  {`Assessment #${prescription.assessmentId}`}
                </RouterLink>
              </Link>
            ) : null}
          </Stack>
        </SectionCard>
        <SectionCard id="prescription-status" title="Status">
          <PrescriptionStatusForm
            key={prescription.status}
            currentStatus={prescription.status}
            defaultTrackingNumber={prescription.trackingNumber}
            onSubmit={async (values) => {
              await setStatus.trigger({ params: { id: prescription.id }, body: values });
              toast({
                title: 'Success',
                description: `Prescription marked as ${prescriptionStatusLabels[values.status].toLowerCase()}`,
                tone: 'positive',
              });
            }}
          />
        </SectionCard>
      </Grid>
      <RecordTableSection
        title="Medicines"
        rows={prescription.items}
        rowKey={(item) => item.id}
        emptyTitle="No medicines"
        columns={[
          {
            header: 'Medicine',
            cell: (item: AdminPrescriptionItem) =>
              `${item.medicationName} ${item.strength} ${item.form}${item.genericName ? ` (${item.genericName})` : ''}`,
          },
          { header: 'Pack', cell: (item: AdminPrescriptionItem) => `${item.packSize}` },
          { header: 'Quantity', align: 'end', cell: (item: AdminPrescriptionItem) => item.quantity },
          { header: 'Repeats', align: 'end', cell: (item: AdminPrescriptionItem) => item.repeats },
          { header: 'Dosage', cell: (item: AdminPrescriptionItem) => item.dosage },
          { header: 'Instructions', cell: (item: AdminPrescriptionItem) => item.instructions || '—' },
        ]}
      />
      <RecordTableSection
        title="History"
        rows={prescription.history}
        rowKey={(change) => `${change.status}-${change.at}`}
        emptyTitle="No changes yet"
        columns={[
          {
            header: 'When',
            nowrap: true,
            cell: (change: PrescriptionStatusChange) => formatDateTime(change.at, zone),
          },
          {
            header: 'Status',
            cell: (change: PrescriptionStatusChange) => <PrescriptionStatusBadge status={change.status} />,
          },
          { header: 'By', cell: (change: PrescriptionStatusChange) => change.by ?? '—' },
          {
            header: 'Tracking number',
            cell: (change: PrescriptionStatusChange) => change.trackingNumber ?? '—',
          },
        ]}
      />
    </Stack>
  );
}
