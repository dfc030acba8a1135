import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Field } from '../Field';
import { Input } from '../Input';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface Patient {
  id: number;
  name: string;
  email: string;
  phone: string;
  assessments: number;
  status: 'active' | 'disabled';
  joined: string;
}

const firstNames = [
  'Jane',
  'Sam',
  'Alex',
  'Chris',
  'Priya',
  'Tom',
  'Mei',
  'Noah',
  'Ava',
  'Liam',
  'Zara',
  'Omar',
];
const lastNames = [
  'Citizen',
  'Lee',
  'Kim',
  'Doe',
  'Patel',
  'Nguyen',
  'Wong',
  'Smith',
  'Brown',
  'Jones',
  'Ali',
];

// Made up from the index alone, so that every story (and its screenshot) shows the same people.
const everyone: Patient[] = Array.from({ length: 137 }, (_, index) => {
  const first = firstNames[index % firstNames.length] ?? 'Jane';
  const last = lastNames[(index * 7) % lastNames.length] ?? 'Citizen';
  return {
    id: index + 1,
    name: `${first} ${last}`,
    email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
    phone: `04${String(10_000_000 + index * 7_919).slice(0, 8)}`,
    assessments: (index * 5) % 9,
    status: index % 6 === 5 ? 'disabled' : 'active',
    joined: `2026-${String((index % 11) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  };
});

const columns: DataTableColumn<Patient>[] = [
  { key: 'name', header: 'Name', cell: (patient) => patient.name, sortable: true, primary: true },
  { key: 'email', header: 'Email', cell: (patient) => patient.email, sortable: true },
  { key: 'phone', header: 'Phone', cell: (patient) => patient.phone, nowrap: true, hideOnPhone: true },
  {
    key: 'assessments',
    header: 'Assessments',
    cell: (patient) => patient.assessments,
    sortable: true,
    firstSortDir: 'desc',
    align: 'end',
  },
  {
    key: 'status',
    header: 'Status',
    cell: (patient) => (
      <Badge tone={patient.status === 'active' ? 'positive' : 'neutral'} size="sm">
        {patient.status === 'active' ? 'Active' : 'Disabled'}
      </Badge>
    ),
    nowrap: true,
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (patient) => patient.joined,
    sortable: true,
    firstSortDir: 'desc',
    nowrap: true,
  },
];

const PAGE_SIZE = 10;

function compare(a: Patient, b: Patient, key: string): number {
  const left = a[key as keyof Patient];
  const right = b[key as keyof Patient];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

interface DemoProps {
  /** The people the 'server' holds. */
  patients?: Patient[];
  /** The order the story starts in. */
  initialSort?: DataTableSort;
  /** The page the story starts on. */
  initialPage?: number;
  /** Still fetching: no rows yet (first load), or the old rows dimmed (with `keepRows`). */
  loading?: boolean;
  /** While loading, keep showing the rows (a refetch for another page). */
  keepRows?: boolean;
  /** The fetch failed with this message. */
  error?: string;
  /** Show a search field above the table. */
  withToolbar?: boolean;
  /** Keep the caption for screen readers only. */
  captionHidden?: boolean;
}

/** A list whose 'server' is this component: it sorts, filters and pages the people as the API would. */
function PatientsDemo({
  patients = everyone,
  initialSort = { key: 'name', dir: 'asc' },
  initialPage = 1,
  loading = false,
  keepRows = false,
  error,
  withToolbar = false,
  captionHidden = false,
}: DemoProps) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(initialPage);
  const [search, setSearch] = useState('');
  const matching = patients.filter((patient) => patient.name.toLowerCase().includes(search.toLowerCase()));
  const sorted = [...matching].sort(
    (a, b) => compare(a, b, sort.key) * (sort.dir === 'asc' ? 1 : -1) || a.id - b.id,
  );
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <DataTable<Patient>
      caption="Patients"
      captionHidden={captionHidden}
      columns={columns}
      rows={error || (loading && !keepRows) ? undefined : rows}
      rowKey={(patient) => patient.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      page={page}
      pageSize={PAGE_SIZE}
      total={loading && !keepRows ? 0 : matching.length}
      onPageChange={setPage}
      loading={loading}
      error={error}
      emptyMessage="No patients match these filters."
      toolbar={
        withToolbar ? (
          <Field label="Search by name">
            <Input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </Field>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: PatientsDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The one list of the admin pages: the server pages, sorts and filters; `DataTable` shows a page of `rows` by `columns`, asks for another order with `onSortChange` and another page with `onPageChange`, and shows skeletons (`rows` undefined), an `error`, or the `emptyMessage`. Narrower than the tablet breakpoint (a container query) the rows become cards, titled by the `primary` column, with a Sort by menu above them.',
      },
    },
  },
} satisfies Meta<typeof PatientsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sorted by the number of assessments, most first: the header reads aria-sort="descending". */
export const Sorted: Story = { args: { initialSort: { key: 'assessments', dir: 'desc' } } };

/** The first page is on its way: skeleton rows, announced once, and aria-busy on the table. */
export const Loading: Story = { args: { loading: true } };

/** Another page is on its way: the old rows stay, dimmed, with aria-busy. */
export const Refreshing: Story = { args: { loading: true, keepRows: true } };

export const Empty: Story = { args: { patients: [] } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The patients could not be loaded. Please try again.' },
};

/** 137 people, ten to a page, starting on page 7 of 14. */
export const ManyPages: Story = { args: { initialPage: 7 } };

/** The page's filters go in the toolbar above the table. */
export const WithToolbar: Story = { args: { withToolbar: true, captionHidden: true } };

export const LongContent: Story = {
  args: {
    patients: [
      ...everyone.slice(0, 3),
      {
        id: 999,
        name: 'Dr Alexandra Montgomery-Williamson',
        email: 'alexandra.montgomery-williamson@a-very-long-clinic-domain.example.com.au',
        phone: '0412345678',
        assessments: 12,
        status: 'active',
        joined: '2026-11-21',
      },
    ],
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };

/**
 * A short list shown whole: no `onPageChange`, so no pages; the actions' column is named for assistive technology
 * only (`headerHidden`) and its buttons stand without 'Actions:' on a phone's card (`unlabelled`).
 */
export const EveryRowWithActions: Story = {
  render: () => (
    <DataTable<Patient>
      caption="Patients"
      captionHidden
      columns={[
        ...columns.slice(0, 2),
        {
          key: 'actions',
          header: 'Actions',
          headerHidden: true,
          unlabelled: true,
          nowrap: true,
          cell: (patient) => (
            <Button size="sm" variant="outline" aria-label={`Open ${patient.name}`}>
              Open
            </Button>
          ),
        },
      ]}
      rows={everyone.slice(0, 4)}
      rowKey={(patient) => patient.id}
    />
  ),
};

const phoneWidth: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 390 }}>
      <Story />
    </div>
  ),
];

/** A phone's width (390 px): each row is a card titled by the name, and a Sort by menu replaces the headers. */
export const Phone: Story = {
  args: { withToolbar: true },
  decorators: phoneWidth,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const PhoneLoading: Story = { args: { loading: true }, decorators: phoneWidth };

export const PhoneLongContent: Story = { args: LongContent.args ?? {}, decorators: phoneWidth };

export const PhoneDark: Story = { decorators: phoneWidth, globals: { theme: 'dark' } };
