import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Table, type TableSortDirection } from './Table';

const documents = [
  { title: 'Privacy Policy', version: 3 },
  { title: 'Terms of Use', version: 1 },
];

function DocumentsTable({ rows = documents }: { rows?: typeof documents }) {
  const [sort, setSort] = useState<TableSortDirection>('none');
  const sorted =
    sort === 'none'
      ? rows
      : [...rows].sort((a, b) => (sort === 'ascending' ? a.version - b.version : b.version - a.version));
  return (
    <Table.Root label="Legal documents">
      <Table.Caption hidden>Legal documents</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.Head>Title</Table.Head>
          <Table.Head
            align="end"
            sort={sort}
            onSort={() => setSort(sort === 'ascending' ? 'descending' : 'ascending')}
          >
            Version
          </Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sorted.length === 0 ? (
          <Table.Empty colSpan={2}>
            <EmptyState title="No documents found" description="Create your first document to get started." />
          </Table.Empty>
        ) : (
          sorted.map((document) => (
            <Table.Row key={document.title}>
              <Table.Cell>{document.title}</Table.Cell>
              <Table.Cell align="end">{document.version}</Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}

describe('Table', () => {
  it('is a named table with column headers inside a focusable, named scroll region', async () => {
    const { container } = renderWithTheme(<DocumentsTable />);
    const region = screen.getByRole('region', { name: 'Legal documents' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Legal documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Version']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Privacy Policy', '3']);
    await expectNoAxeViolations(container);
  });

  it('sorts by a column from its header button and announces the order', async () => {
    renderWithTheme(<DocumentsTable />);
    const header = screen.getByRole('columnheader', { name: 'Version' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button', { name: 'Version' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const cells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(cells()).toEqual(['Terms of Use', 'Privacy Policy']);
    await userEvent.click(within(header).getByRole('button', { name: 'Version' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(cells()).toEqual(['Privacy Policy', 'Terms of Use']);
  });

  it('shows an empty state in one cell spanning every column', async () => {
    const { container } = renderWithTheme(<DocumentsTable rows={[]} />);
    const cell = screen.getByRole('cell', { name: /No documents found/ });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(within(cell).getByRole('heading', { name: 'No documents found' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

function InboxTable({ stackBelow }: { stackBelow?: 'tablet' | 'desktop' }) {
  return (
    <Table.Root label="Contact submissions" {...(stackBelow ? { stackBelow } : {})}>
      <Table.Header>
        <Table.Row>
          <Table.Head>Name</Table.Head>
          <Table.Head>Date</Table.Head>
          <Table.Head>Actions</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell label="Name">Ada Lovelace</Table.Cell>
          <Table.Cell label="Date" nowrap>
            22/11/2026 14:05
          </Table.Cell>
          <Table.Cell>
            <button type="button">View Details</button>
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

describe('Table as cards', () => {
  it('labels each cell with its column for the card layout, and keeps dates on one line', async () => {
    const { container } = renderWithTheme(<InboxTable stackBelow="tablet" />);
    const name = screen.getByRole('cell', { name: 'Ada Lovelace' });
    expect(name).toHaveAttribute('data-label', 'Name');
    const date = screen.getByRole('cell', { name: '22/11/2026 14:05' });
    expect(date).toHaveAttribute('data-label', 'Date');
    expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(name).whiteSpace).not.toBe('nowrap');
    // The actions cell has no label: it spans the card.
    expect(screen.getByRole('cell', { name: 'View Details' })).not.toHaveAttribute('data-label');
    await expectNoAxeViolations(container);
  });

  it('states every role, so laying the rows out as cards keeps the table semantics', () => {
    renderWithTheme(<InboxTable stackBelow="desktop" />);
    const region = screen.getByRole('region', { name: 'Contact submissions' });
    const table = within(region).getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    expect(
      within(table)
        .getAllByRole('rowgroup')
        .every((group) => group.getAttribute('role') === 'rowgroup'),
    ).toBe(true);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('role', 'columnheader');
    expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('role', 'cell');
  });

  it('adds no roles and no frame of its own to an ordinary table', () => {
    renderWithTheme(<InboxTable />);
    const table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('role');
    expect(screen.getAllByRole('cell')[0]).not.toHaveAttribute('role');
    expect(table.parentElement).toBe(screen.getByRole('region', { name: 'Contact submissions' }));
  });
});
