import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Table, type TableSortDirection } from './Table';

interface Message {
  name: string;
  email: string;
  subject: string;
  status: 'new' | 'in-progress' | 'resolved' | 'closed';
  received: string;
}

const statusTones = {
  new: 'info',
  'in-progress': 'caution',
  resolved: 'positive',
  closed: 'neutral',
} as const;

const messages: Message[] = [
  {
    name: 'Jane Citizen',
    email: 'jane@example.com',
    subject: 'Prescription renewal',
    status: 'new',
    received: '2026-11-20',
  },
  {
    name: 'Sam Lee',
    email: 'sam@example.com',
    subject: 'Billing question',
    status: 'in-progress',
    received: '2026-11-18',
  },
  {
    name: 'Alex Kim',
    email: 'alex@example.com',
    subject: 'Change of address',
    status: 'resolved',
    received: '2026-11-12',
  },
  {
    name: 'Chris Doe',
    email: 'chris@example.com',
    subject: 'Feedback',
    status: 'closed',
    received: '2026-11-02',
  },
];

interface DemoProps {
  /** The rows; empty shows the empty state. */
  rows?: Message[];
  /** Disable the row actions. */
  disabled?: boolean;
  /** Below this width of the table, each row becomes a card. */
  stackBelow?: 'tablet' | 'desktop';
}

/** Contact messages: sortable by date, status badges, a row action and an empty state. */
function MessagesTable({ rows = messages, disabled = false, stackBelow }: DemoProps) {
  const [sort, setSort] = useState<TableSortDirection>('descending');
  const sorted = [...rows].sort((a, b) =>
    sort === 'ascending' ? a.received.localeCompare(b.received) : b.received.localeCompare(a.received),
  );
  return (
    <Table.Root label="Contact messages" {...(stackBelow ? { stackBelow } : {})}>
      <Table.Caption>Contact messages</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.Head>Name</Table.Head>
          <Table.Head>Email</Table.Head>
          <Table.Head>Subject</Table.Head>
          <Table.Head>Status</Table.Head>
          <Table.Head sort={sort} onSort={() => setSort(sort === 'ascending' ? 'descending' : 'ascending')}>
            Received
          </Table.Head>
          <Table.Head align="end">Actions</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sorted.length === 0 ? (
          <Table.Empty colSpan={6}>
            <EmptyState
              title="No messages found"
              description="Messages sent from the contact form appear here."
            />
          </Table.Empty>
        ) : (
          sorted.map((message) => (
            <Table.Row key={message.email}>
              <Table.Cell label="Name">{message.name}</Table.Cell>
              <Table.Cell label="Email">{message.email}</Table.Cell>
              <Table.Cell label="Subject">{message.subject}</Table.Cell>
              <Table.Cell label="Status" nowrap>
                <Badge tone={statusTones[message.status]} size="sm">
                  {message.status}
                </Badge>
              </Table.Cell>
              <Table.Cell label="Received" nowrap>
                {message.received}
              </Table.Cell>
              <Table.Cell align="end">
                <Button size="sm" variant="outline" disabled={disabled}>
                  View
                </Button>
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: 'UI/Table',
  component: MessagesTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Compose `Table.Root` (`label` names the scrolling region; `stackBelow` turns rows into cards when the table is narrower than that breakpoint), `Caption`, `Header`, `Body`, `Row`, `Head` (`align`, `sort`, `onSort`), `Cell` (`align`, `label` names the column on a card, `nowrap`) and `Empty` (`colSpan`).',
      },
    },
  },
  args: { rows: messages },
} satisfies Meta<typeof MessagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { rows: [] } };

export const Disabled: Story = { args: { disabled: true } };

/** Narrow screens: the table scrolls sideways inside its focusable region. */
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const LongContent: Story = {
  args: {
    rows: [
      ...messages,
      {
        name: 'Dr Alexandra Montgomery-Williamson',
        email: 'alexandra.montgomery-williamson@a-very-long-clinic-domain.example.com.au',
        subject:
          'Question about the follow-up consultation after the initial assessment and the prescription that was issued',
        status: 'new',
        received: '2026-11-21',
      },
    ],
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };

/** A phone's width (390 px): with `stackBelow`, each row is a card and each value is named by its column. */
export const Cards: Story = {
  args: { stackBelow: 'tablet' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
};

/** Cards with long names, addresses and subjects: every word wraps inside its card. */
export const CardsLongContent: Story = {
  args: { stackBelow: 'tablet', rows: LongContent.args?.rows ?? messages },
  decorators: Cards.decorators,
};

/** The same table with `stackBelow`, when it has room: an ordinary table. */
export const CardsWithRoom: Story = { args: { stackBelow: 'tablet' } };
