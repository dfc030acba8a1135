import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { type TableFilterField, TableFilters } from './TableFilters';

const fields: TableFilterField[] = [
  { kind: 'search', name: 'q', label: 'Search', hint: 'Name or email' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
  { kind: 'date', name: 'from', label: 'From' },
];

describe('TableFilters', () => {
  it('applies the search with Enter, and clears every filter', async () => {
    const onApply = vi.fn();
    const { container, rerender } = render(
      <TableFilters label="Filters" fields={fields} values={{}} onApply={onApply} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'ada{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ q: 'ada', status: '', from: '' });
    rerender(<TableFilters label="Filters" fields={fields} values={{ q: 'ada' }} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenLastCalledWith({ q: '', status: '', from: '' });
    await expectNoAxeViolations(container);
  });

  it('shows the filters in force when they change from outside (Back and Forward)', () => {
    const { rerender } = render(
      <TableFilters label="Filters" fields={fields} values={{ q: 'one' }} onApply={() => {}} />,
    );
    expect(screen.getByLabelText('Search')).toHaveValue('one');
    rerender(<TableFilters label="Filters" fields={fields} values={{ q: 'two' }} onApply={() => {}} />);
    expect(screen.getByLabelText('Search')).toHaveValue('two');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
  });
});
