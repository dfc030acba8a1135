import { api } from '@telehealth/api';
import {
  type AdminPractitioner,
  type AdminPractitionerListQuery,
  formatDate,
  practitionerSortColumns,
} from '@telehealth/contract';
import { type DataTableColumn, Link } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import { activeField, searchField } from '../shared/filterFields';
import { useListParams } from '../shared/useListParams';
import { useViewerZone } from '../shared/useViewerZone';
import { PractitionerStatusBadges } from './PractitionerStatusBadges';

const fields = [searchField('Name or email'), activeField('active')];

/** `/admin/practitioners`: every practitioner, searched and filtered by status, paged and sorted on the server. */
export function PractitionerList() {
  const zone = useViewerZone();
  const list = useListParams(practitionerSortColumns, { sort: 'name', dir: 'asc' }, ['q', 'active']);
  const answer = api.adminPeople.adminPractitioners.useQuery(
    { query: list.query as AdminPractitionerListQuery },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<AdminPractitioner>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      primary: true,
      cell: (practitioner) => (
        <Link asChild>
          <RouterLink href={`/admin/practitioners/${practitioner.id}`}>{practitioner.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'email', header: 'Email', sortable: true, cell: (practitioner) => practitioner.email },
    {
      key: 'specialization',
      header: 'Specialisation',
      hideOnPhone: true,
      cell: (practitioner) => practitioner.specialization || '—',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (practitioner) => <PractitionerStatusBadges practitioner={practitioner} />,
    },
    {
      key: 'createdAt',
      header: 'Added',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (practitioner) => formatDate(practitioner.createdAt, zone),
    },
  ];
  return (
    <AdminList
      caption="Practitioners"
      columns={columns}
      rowKey={(practitioner) => practitioner.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{ filtered: 'No practitioners match these filters.', none: 'No practitioners yet.' }}
    />
  );
}
