import { api } from '@telehealth/api';
import {
  type AdminMedication,
  type AdminMedicationListQuery,
  adminMedicationSortColumns,
  assessmentTypeLabels,
} from '@telehealth/contract';
import { Badge, type DataTableColumn, Inline, Link, Stack, Text } from '@telehealth/ui';
import { RouterLink } from '../../frames/RouterLink';
import { AdminList } from '../shared/AdminList';
import { activeField, searchField } from '../shared/filterFields';
import { useListParams } from '../shared/useListParams';
import { MedicineDialog } from './MedicineDialog';
import { VariantList } from './VariantList';

const fields = [searchField('Name or generic name'), activeField('status')];

/** `/admin/medications`: the medicines with their variants, searched and paged on the server. */
export function MedicationList() {
  const list = useListParams(adminMedicationSortColumns, { sort: 'name', dir: 'asc' }, ['q', 'status']);
  // The list keeps showing its rows while the next page or filter loads.
  const answer = api.adminOperations.adminMedications.useQuery(
    { query: list.query as AdminMedicationListQuery },
    { keepPreviousData: true },
  );
  const columns: DataTableColumn<AdminMedication>[] = [
    {
      key: 'name',
      header: 'Medicine',
      sortable: true,
      primary: true,
      cell: (medicine) => (
        <Stack gap="xsmall">
          <Inline gap="xsmall">
            <Text weight="semibold">{medicine.name}</Text>
            <MedicineDialog medicine={medicine} />
          </Inline>
          {medicine.genericName ? (
            <Text size="small" tone="muted">
              {medicine.genericName}
            </Text>
          ) : null}
          {medicine.assessmentTypes.length > 0 ? (
            <Text size="small">
              {`For ${medicine.assessmentTypes.map((type) => assessmentTypeLabels[type].toLowerCase()).join(', ')}`}
            </Text>
          ) : (
            <div>
              <Badge tone="caution">Not prescribable: choose what it is for</Badge>
            </div>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (medicine) =>
        medicine.isActive ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>,
    },
    {
      key: 'variants',
      header: 'Variants',
      cell: (medicine) => (
        <Stack gap="small">
          <VariantList variants={medicine.variants} />
          <Link asChild>
            <RouterLink
              href={`/admin/medications/add-variant/${medicine.id}`}
              aria-label={`Add variant to ${medicine.name}`}
            >
              Add variant
            </RouterLink>
          </Link>
        </Stack>
      ),
    },
  ];
  return (
    <AdminList
      caption="Medicines"
      columns={columns}
      rowKey={(medicine) => medicine.id}
      list={list}
      answer={answer}
      fields={fields}
      empty={{ filtered: 'No medicines match these filters.', none: 'No medicines yet.' }}
    />
  );
}
