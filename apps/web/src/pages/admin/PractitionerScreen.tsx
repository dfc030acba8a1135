import { api } from '@telehealth/api';
import { type AdminPractitioner, adminPeopleMessages } from '@telehealth/contract';
import type { ReactNode } from 'react';
import { useIdParam } from '../useIdParam';
import { RecordScreen } from './RecordScreen';

/** A screen of the practitioner the route's `id` names: loading, not found, or `children` with them. */
export function PractitionerScreen({
  title,
  back,
  children,
}: {
  title: (practitioner: AdminPractitioner | undefined) => string;
  back: (id: number | null) => { href: string; label: string };
  children: (practitioner: AdminPractitioner) => ReactNode;
}) {
  const id = useIdParam('id');
  const { data, error } = api.adminPeople.adminPractitioner.useQuery(
    id === null ? null : { params: { id } },
    { tolerate: { 404: null } },
  );
  return (
    <RecordScreen
      title={title}
      back={back(id)}
      data={id === null ? null : data}
      error={error}
      loadingLabel="Loading the practitioner"
      notFound={adminPeopleMessages.practitionerNotFound}
    >
      {children}
    </RecordScreen>
  );
}
