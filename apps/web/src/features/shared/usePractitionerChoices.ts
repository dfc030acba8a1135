import { api } from '@telehealth/api';
import { ADMIN_MAX_PAGE_SIZE } from '@telehealth/contract';

/**
 * The practitioners as choices for a filter or an assignment (the first hundred by name; a clinic has far fewer),
 * with whether each is active.
 */
export function usePractitionerChoices() {
  const { data } = api.adminPeople.adminPractitioners.useQuery({
    query: { pageSize: ADMIN_MAX_PAGE_SIZE, sort: 'name', dir: 'asc' },
  });
  return (data?.items ?? []).map((practitioner) => ({
    value: String(practitioner.id),
    label: practitioner.isActive ? practitioner.name : `${practitioner.name} (inactive)`,
    active: practitioner.isActive,
  }));
}
