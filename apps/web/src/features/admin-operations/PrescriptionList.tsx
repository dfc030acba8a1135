import { api } from '@telehealth/api';
import {
  type AdminPrescriptionListQuery,
  type AdminPrescriptionRow,
  adminPrescriptionSortColumns,
  formatDate,
  prescriptionStatusLabels,
} from '@telehealth/contract';
import type { TableFilterField } from '@telehealth/forms';
import { type DataTableColumn, Link } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import { choiceField, searchField } from '../shared/filterFields';
import { PrescriptionStatusBadge } from '../shared/PrescriptionCard';
import { useListParams } from '../shared/useListParams';
import { usePractitionerChoices } from '../shared/usePractitionerChoices';
import { useViewerZone } from '../shared/useViewerZone';

/** `/admin/prescriptions`: every prescription, by status, practitioner or patient, paged and sorted on the server. */
export function PrescriptionList() {
  const zone = useViewerZone();
  const practitioners = usePractitionerChoices();
  const list = useListParams(adminPrescriptionSortColumns, { sort: 'createdAt', dir: 'desc' }, [
    'q',
    'status',
    'practitionerId',
  ]);
  // The list keeps showing its rows while the next page or filter loads.
  const answer = api.adminOperations.adminPrescriptions.useQuery(
    { query: list.query as AdminPrescriptionListQuery },
    { keepPreviousData: true },
  );
  const fields = [
    searchField("Patient's name or prescription number"),
    choiceField('status', 'Status', 'All statuses', prescriptionStatusLabels),
    {
      kind: 'select',
      name: 'practitionerId',
      label: 'Practitioner',
      allLabel: 'All practitioners',
      options: practitioners,
    },
  ] satisfies TableFilterField[];
  const columns: DataTableColumn<AdminPrescriptionRow>[] = [
    {
      key: 'id',
      header: 'Prescription',
      sortable: true,
      firstSortDir: 'desc',
      primary: true,
      cell: (row) => (
        <Link asChild>
          <RouterLink href={`/admin/prescriptions/${row.id}`}>{`Prescription #${row.id}`}</RouterLink>
        </Link>
      ),
    },
    { key: 'patientName', header: 'Patient', sortable: true, cell: (row) => row.patient.name },
    { key: 'practitioner', header: 'Practitioner', hideOnPhone: true, cell: (row) => row.practitioner.name },
    { key: 'items', header: 'Medicines', align: 'end', cell: (row) => row.itemCount },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      nowrap: true,
      cell: (row) => <PrescriptionStatusBadge status={row.status} />,
    },
    {
      key: 'tracking',
      header: 'Tracking number',
      hideOnPhone: true,
      cell: (row) => row.trackingNumber ?? '—',
    },
    {
      key: 'createdAt',
      header: 'Prescribed',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (row) => formatDate(row.createdAt, zone),
    },
  ];
  return (
    <AdminList
      caption="Prescriptions"
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{ filtered: 'No prescriptions match these filters.', none: 'No prescriptions yet.' }}
    />
  );
}
