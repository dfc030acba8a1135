import { api } from '@telehealth/api';
import { type BookableAssessment, type BookableAssessmentListQuery, formatDate } from '@telehealth/contract';
import { Button, type DataTableColumn } from '@telehealth/ui';
import { AdminList } from '../shared/AdminList';
import { assessmentTypeLabel } from '../shared/assessmentLabels';
import { searchField } from '../shared/filterFields';
import { useListParams } from '../shared/useListParams';
import { useViewerZone } from '../shared/useViewerZone';

const fields = [searchField("Patient's name or email")];

/**
 * The first step of booking for a patient: paid assessments with no appointment yet, searched by the patient
 * (`?patientId=` from a patient's record narrows it to theirs).
 */
export function BookableAssessmentPicker({
  onChoose,
}: {
  onChoose: (assessment: BookableAssessment) => void;
}) {
  const zone = useViewerZone();
  const list = useListParams(['submittedAt', 'patientName'] as const, { sort: 'submittedAt', dir: 'desc' }, [
    'q',
    'patientId',
  ]);
  // The list keeps showing its rows while the next page or search loads.
  const answer = api.adminOperations.adminBookableAssessments.useQuery(
    { query: list.query as BookableAssessmentListQuery },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<BookableAssessment>[] = [
    {
      key: 'patientName',
      header: 'Patient',
      sortable: true,
      primary: true,
      cell: (row) => `${row.patient.name} (${row.patient.email})`,
    },
    { key: 'assessment', header: 'Assessment', cell: (row) => `#${row.id} ${assessmentTypeLabel(row.type)}` },
    {
      key: 'submittedAt',
      header: 'Submitted',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (row) => (row.submittedAt ? formatDate(row.submittedAt, zone) : '—'),
    },
    {
      key: 'choose',
      header: 'Book',
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Choose ${row.patient.name}, assessment #${row.id}`}
          onClick={() => onChoose(row)}
        >
          Choose
        </Button>
      ),
    },
  ];
  return (
    <AdminList
      caption="Assessments ready to book"
      showCaption
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{
        filtered: 'No paid assessments without an appointment match this search.',
        none: 'No paid assessments are waiting for an appointment.',
      }}
    />
  );
}
