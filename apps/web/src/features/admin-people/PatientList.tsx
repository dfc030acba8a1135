import { api } from '@telehealth/api';
import { type AdminPatientListItem, formatDate, patientSortColumns } from '@telehealth/contract';
import { Badge, type DataTableColumn, Link } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import { searchField } from '../shared/filterFields';
import { useListParams } from '../shared/useListParams';
import { useViewerZone } from '../shared/useViewerZone';

const fields = [searchField('Name, email or phone')];

/** `/admin/patients`: every patient, searched by name, email or phone, paged and sorted on the server. */
export function PatientList() {
  const zone = useViewerZone();
  const list = useListParams(patientSortColumns, { sort: 'name', dir: 'asc' }, ['q']);
  const answer = api.adminPeople.adminPatients.useQuery({ query: list.query }, { keepPreviousData: true });
  const columns: DataTableColumn<AdminPatientListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      primary: true,
      cell: (patient) => (
        <Link asChild>
          <RouterLink
            href={`/admin/patients/${patient.id}`}
          >{`${patient.firstName} ${patient.lastName}`}</RouterLink>
        </Link>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, cell: (patient) => patient.email },
    { key: 'phone', header: 'Phone', nowrap: true, cell: (patient) => patient.phone ?? '—' },
    {
      key: 'verified',
      header: 'Email verified',
      hideOnPhone: true,
      cell: (patient) =>
        patient.emailVerified ? (
          <Badge tone="positive">Verified</Badge>
        ) : (
          <Badge tone="caution">Not verified</Badge>
        ),
    },
    {
      key: 'createdAt',
      header: 'Joined',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (patient) => formatDate(patient.createdAt, zone),
    },
  ];
  return (
    <AdminList
      caption="Patients"
      columns={columns}
      rowKey={(patient) => patient.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{ filtered: 'No patients match this search.', none: 'No patients yet.' }}
    />
  );
}
