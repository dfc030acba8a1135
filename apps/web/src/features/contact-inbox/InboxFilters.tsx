import {
  type ContactInboxFilter,
  type ContactStatus,
  contactStatusOptions,
  emptyContactInboxFilter,
  type FilterOption,
  isContactInboxFiltered,
} from '@telehealth/contract';
import { Button, Card, CloseIcon, Field, IconButton, Inline, Input, Select } from '@telehealth/ui';

const statusOptions = contactStatusOptions({ withAll: true });

export interface InboxFiltersProps {
  filter: ContactInboxFilter;
  onChange: (filter: ContactInboxFilter) => void;
  /** 'All', the categories in use, and 'Uncategorized' when some have none. */
  categoryOptions: readonly FilterOption[];
}

/** The inbox's search box (with its clear button), category and status filters, and Clear Filters. */
export function InboxFilters({ filter, onChange, categoryOptions }: InboxFiltersProps) {
  const set = (change: Partial<ContactInboxFilter>) => onChange({ ...filter, ...change });
  return (
    <Card>
      <Inline gap="medium" align="end" wrap>
        <Field label="Search">
          <Input
            type="search"
            placeholder="Search name, email, subject or message"
            value={filter.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </Field>
        {filter.search ? (
          <IconButton
            label="Clear search"
            icon={<CloseIcon width={14} height={14} />}
            variant="ghost"
            onClick={() => set({ search: '' })}
          />
        ) : null}
        <Field label="Category">
          <Select
            options={[...categoryOptions]}
            value={filter.category}
            onValueChange={(category) => set({ category })}
          />
        </Field>
        <Field label="Status">
          <Select
            options={statusOptions}
            value={filter.status}
            onValueChange={(status) => set({ status: status as ContactStatus })}
          />
        </Field>
        {isContactInboxFiltered(filter) ? (
          <Button variant="outline" onClick={() => onChange(emptyContactInboxFilter)}>
            Clear Filters
          </Button>
        ) : null}
      </Inline>
    </Card>
  );
}
