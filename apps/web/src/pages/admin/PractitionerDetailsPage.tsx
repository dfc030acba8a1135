import { api } from '@telehealth/api';
import { adminPeopleMessages } from '@telehealth/contract';
import { PractitionerWorkload } from '../../features/admin-people/PractitionerWorkload';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/** `/admin/practitioner-details/{practitionerId}` (docs/product/admin.md): schedule, appointments and review statistics. */
export default function PractitionerDetailsPage() {
  const id = useIdParam('practitionerId');
  const { data, error } = api.adminPeople.adminPractitionerDetails.useQuery(
    id === null ? null : { params: { id } },
    { tolerate: { 404: null } },
  );
  return (
    <RecordScreen
      title={(details) =>
        details ? `${details.practitioner.name}: schedule and reviews` : 'Practitioner details'
      }
      back={{
        href: id ? `/admin/practitioners/${id}` : '/admin/practitioners',
        label: 'Back to the practitioner',
      }}
      data={id === null ? null : data}
      error={error}
      loadingLabel="Loading the practitioner's details"
      notFound={adminPeopleMessages.practitionerNotFound}
    >
      {(details) => <PractitionerWorkload details={details} />}
    </RecordScreen>
  );
}
