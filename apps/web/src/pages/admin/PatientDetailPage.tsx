import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { PatientRecord } from '../../features/admin-people/PatientRecord';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/** `/admin/patients/{id}` (docs/product/admin.md); opening the record is written to the audit log by the server. */
export default function PatientDetailPage() {
  const id = useIdParam('id');
  // A 404 (not a patient) reads as null. Every fetch is written to the audit log, so not refetched on focus.
  const { data, error } = api.adminPeople.adminPatient.useQuery(id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    tolerate: { 404: null },
  });
  return (
    <RecordScreen
      title={(record) => (record ? `${record.patient.firstName} ${record.patient.lastName}` : 'Patient')}
      back={{ href: '/admin/patients', label: 'Back to patients' }}
      data={id === null ? null : data}
      error={error}
      loadingLabel="Loading the patient"
      notFound={adminPeopleMessages.patientNotFound}
    >
      {(record) => <PatientRecord record={record} />}
    </RecordScreen>
  );
}
