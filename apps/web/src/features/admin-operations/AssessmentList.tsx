import { api } from '@telehealth/api';
import {
  type AdminAssessmentListQuery,
  type AdminAssessmentRow,
  adminAssessmentSortColumns,
  assessmentStatuses,
  assessmentTypes,
  formatDate,
} from '@telehealth/contract';
import type { TableFilterField } from '@telehealth/forms';
import { type DataTableColumn, Link } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import {
  AssessmentStatusBadge,
  assessmentStatusLabel,
  assessmentTypeLabel,
} from '../shared/assessmentLabels';
import { choiceField, searchField } from '../shared/filterFields';
import { useListParams } from '../shared/useListParams';
import { usePractitionerChoices } from '../shared/usePractitionerChoices';
import { useViewerZone } from '../shared/useViewerZone';

const typeChoices = Object.fromEntries(assessmentTypes.map((type) => [type, assessmentTypeLabel(type)]));
const statusChoices = Object.fromEntries(
  assessmentStatuses.map((status) => [status, assessmentStatusLabel(status)]),
);

/**
 * `/admin/assessments` (docs/product/admin.md): every assessment, filtered by type, status and practitioner (or the
 * unassigned), searched by patient or id, paged and sorted on the server.
 */
export function AssessmentList() {
  const zone = useViewerZone();
  const practitioners = usePractitionerChoices();
  const list = useListParams(adminAssessmentSortColumns, { sort: 'createdAt', dir: 'desc' }, [
    'q',
    'type',
    'status',
    'practitionerId',
  ]);
  // The list keeps showing its rows while the next page or filter loads.
  const answer = api.adminOperations.adminAssessments.useQuery(
    { query: list.query as AdminAssessmentListQuery },
    { keepPreviousData: true },
  );
  const fields: TableFilterField[] = [
    searchField("Patient's name or email, or the assessment's number"),
    choiceField('type', 'Type', 'All types', typeChoices),
    choiceField('status', 'Status', 'All statuses', statusChoices),
    {
      kind: 'select',
      name: 'practitionerId',
      label: 'Practitioner',
      allLabel: 'All practitioners',
      options: [{ value: 'none', label: 'Unassigned' }, ...practitioners],
    },
  ];
  const columns: DataTableColumn<AdminAssessmentRow>[] = [
    {
      key: 'id',
      header: 'Assessment',
      sortable: true,
      firstSortDir: 'desc',
      primary: true,
      cell: (row) => (
        <Link asChild>
          <RouterLink
            href={`/admin/assessments/${row.id}`}
          >{`#${row.id} ${assessmentTypeLabel(row.type)}`}</RouterLink>
        </Link>
      ),
    },
    { key: 'patientName', header: 'Patient', sortable: true, cell: (row) => row.patient.name },
    {
      key: 'practitionerName',
      header: 'Practitioner',
      sortable: true,
      cell: (row) => row.practitioner?.name ?? 'Unassigned',
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      nowrap: true,
      cell: (row) => <AssessmentStatusBadge status={row.status} />,
    },
    {
      key: 'submittedAt',
      header: 'Submitted',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (row) => (row.submittedAt ? formatDate(row.submittedAt, zone) : 'Not submitted'),
    },
    {
      key: 'createdAt',
      header: 'Started',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      hideOnPhone: true,
      cell: (row) => formatDate(row.createdAt, zone),
    },
  ];
  return (
    <AdminList
      caption="Assessments"
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{ filtered: 'No assessments match these filters.', none: 'No assessments yet.' }}
    />
  );
}
