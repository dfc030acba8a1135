import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { DataTable, type DataTableColumn, type DataTableProps, nextSort } from './DataTable';
import * as styles from './DataTable.css';

interface Patient {
  id: number;
  name: string;
  email: string;
  assessments: number;
}

const patients: Patient[] = [
  { id: 1, name: 'Jane Citizen', email: 'jane@example.com', assessments: 3 },
  { id: 2, name: 'Sam Lee', email: 'sam@example.com', assessments: 1 },
];

const count = (patient: Patient) => patient.assessments;

const columns: DataTableColumn<Patient>[] = [
  { key: 'email', header: 'Email', cell: (patient) => patient.email, hideOnPhone: true },
  { key: 'name', header: 'Name', cell: (patient) => patient.name, sortable: true, primary: true },
  {
    key: 'assessments',
    header: 'Assessments',
    align: 'end',
    sortable: true,
    firstSortDir: 'desc',
    cell: count,
  },
];

function renderTable(props: Partial<DataTableProps<Patient>> = {}) {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  const table = (overrides: Partial<DataTableProps<Patient>>) => (
    <DataTable<Patient>
      caption="Patients"
      columns={columns}
      rows={patients}
      rowKey={(patient) => patient.id}
      sort={{ key: 'name', dir: 'asc' }}
      onSortChange={onSortChange}
      page={1}
      pageSize={20}
      total={patients.length}
      onPageChange={onPageChange}
      emptyMessage="No patients match these filters."
      {...overrides}
    />
  );
  const view = renderWithTheme(table(props));
  /** Renders again with other props, as the page does when the server answers. */
  const rerenderWith = (next: Partial<DataTableProps<Patient>>) =>
    view.rerender(table({ ...props, ...next }));
  return { ...view, onSortChange, onPageChange, rerenderWith };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('is a table named by its caption, with a cell per column for every row', async () => {
    const { container } = renderTable();
    const table = screen.getByRole('table', { name: 'Patients' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['jane@example.com', 'Jane Citizen', '3']);
    expect(table).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('puts aria-sort on sortable headers only, and names the sort state on the button', () => {
    renderTable({ sort: { key: 'assessments', dir: 'desc' } });
    expect(header('Email')).not.toHaveAttribute('aria-sort');
    expect(within(header('Email')).queryByRole('button')).not.toBeInTheDocument();
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Assessments')).toHaveAttribute('aria-sort', 'descending');
    expect(within(header('Assessments')).getByRole('button')).toHaveAccessibleName(
      'Assessments (sorted descending)',
    );
    expect(within(header('Name')).getByRole('button')).toHaveAccessibleName('Name (not sorted)');
  });

  it('sorts from the keyboard: Enter flips the active column, Space starts another at its first direction', async () => {
    const { onSortChange, rerenderWith } = renderTable();
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    const nameButton = within(header('Name')).getByRole('button');
    nameButton.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', dir: 'desc' });
    await userEvent.tab();
    expect(within(header('Assessments')).getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'assessments', dir: 'desc' });
    expect(onSortChange).toHaveBeenCalledTimes(2);

    rerenderWith({ sort: { key: 'name', dir: 'desc' } });
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header('Name')).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', dir: 'asc' });
  });

  it('starts a text column ascending unless the column says otherwise', () => {
    expect(nextSort({ key: 'name' }, undefined)).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'createdAt', firstSortDir: 'desc' }, { key: 'name', dir: 'asc' })).toEqual({
      key: 'createdAt',
      dir: 'desc',
    });
    expect(nextSort({ key: 'createdAt', firstSortDir: 'desc' }, { key: 'createdAt', dir: 'desc' })).toEqual({
      key: 'createdAt',
      dir: 'asc',
    });
  });

  it('has no sort buttons without onSortChange', () => {
    renderTable({ onSortChange: undefined });
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /sorted/ })).not.toBeInTheDocument();
  });

  it('pages below the table, with the range, disabled at the ends', async () => {
    const { onPageChange, container } = renderTable({ page: 1, total: 45 });
    const nav = screen.getByRole('navigation', { name: 'Patients pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it('shows only the header row for no rows when it has no empty message', () => {
    renderTable({ rows: [], total: 0, emptyMessage: undefined });
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('cell')).not.toBeInTheDocument();
  });

  it('shows every row it is given, with no pages, without onPageChange', () => {
    renderTable({ onPageChange: undefined, page: undefined, pageSize: undefined, total: undefined });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps a hidden header for assistive technology; an unlabelled value has no name on a card', async () => {
    const { container } = renderTable({
      columns: [
        ...columns,
        {
          key: 'actions',
          header: 'Action',
          headerHidden: true,
          unlabelled: true,
          cell: () => <button type="button">Open</button>,
        },
      ],
    });
    const header = screen.getByRole('columnheader', { name: 'Action' });
    // Named, but drawn nowhere: the text sits in a visually hidden span.
    expect(header.firstElementChild).toHaveTextContent(/^Action$/);
    expect(header.firstElementChild).toHaveStyle({ position: 'absolute', width: '1px' });
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const action = within(row).getAllByRole('cell')[3];
    expect(action).not.toHaveAttribute('data-label');
    expect(within(row).getAllByRole('cell')[2]).toHaveAttribute('data-label', 'Assessments');
    await expectNoAxeViolations(container);
  });

  it('shows the empty message in one cell spanning every column, and no pagination', async () => {
    const { container } = renderTable({ rows: [], total: 0 });
    const cell = screen.getByRole('cell', { name: 'No patients match these filters.' });
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows skeleton rows, announced once, and aria-busy while the first page loads', async () => {
    const { container } = renderTable({ rows: undefined, total: 0, loading: true });
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Loading patients');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(15);
    expect(screen.queryByText('No patients match these filters.')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps the rows, marked busy, while another page or order loads', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('cell', { name: 'Jane Citizen' })).toBeInTheDocument();
    expect(within(table).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error in a critical Alert in place of the rows', async () => {
    const { container } = renderTable({ rows: undefined, error: 'Patients could not be loaded.' });
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(within(table).getByRole('alert')).toHaveTextContent('Patients could not be loaded.');
    expect(within(table).queryByRole('cell', { name: 'Jane Citizen' })).not.toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });

  it('renders the toolbar above the table', () => {
    renderTable({ toolbar: <input aria-label="Search patients" /> });
    const search = screen.getByRole('textbox', { name: 'Search patients' });
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(search.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('DataTable on a phone', () => {
  it('names every value but the card title by its column, and marks what the card leaves out', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const [email, name, count] = within(row).getAllByRole('cell');
    expect(name).not.toHaveAttribute('data-label');
    expect(count).toHaveAttribute('data-label', 'Assessments');
    expect(email).toHaveAttribute('data-label', 'Email');
    // The card layout itself is a container query, which jsdom does not apply: these classes carry it.
    expect(name).toHaveClass(styles.primaryCell);
    expect(email).toHaveClass(styles.hideOnPhone);
    expect(count).not.toHaveClass(styles.hideOnPhone);
  });

  it('marks the cells of a volatile column, which page captures mask', () => {
    renderTable({
      columns: [...columns, { key: 'seen', header: 'Last seen', volatile: true, cell: () => 'just now' }],
    });
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-1)).toHaveAttribute('data-volatile');
    expect(cells.slice(0, -1).filter((cell) => cell.hasAttribute('data-volatile'))).toEqual([]);
  });

  it('offers every order of the sortable columns in a Sort by menu, and reports the choice', async () => {
    const { onSortChange } = renderTable();
    // The menu is shown only where the table is phone-narrow (a container query jsdom does not apply).
    const menu = screen.getByRole('combobox', { name: 'Sort by', hidden: true });
    expect(menu).toHaveTextContent('Name (ascending)');
    expect(menu).not.toBeVisible();
    await userEvent.click(menu);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Name (ascending)',
      'Name (descending)',
      'Assessments (ascending)',
      'Assessments (descending)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Assessments (descending)' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'assessments', dir: 'desc' });
  });
});
