import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination, type PaginationProps } from './Pagination';

/** Pagination that moves when pressed, as a page's state would move it. */
function PaginationDemo({ page: initialPage, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
  tags: ['autodocs'],
  args: { page: 2, pageSize: 20, total: 45, label: 'Patients pages', onPageChange: () => {} },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first page: 'Previous' is disabled. */
export const FirstPage: Story = { args: { page: 1 } };

/** The last page: 'Next' is disabled. */
export const LastPage: Story = { args: { page: 3 } };

/** With the line 'Showing 21–40 of 45'. */
export const WithRange: Story = { args: { showRange: true } };

export const ManyPages: Story = { args: { page: 48, total: 1_234, showRange: true } };

/** Nothing matches: 'Page 1 of 1', both buttons disabled. */
export const Empty: Story = { args: { page: 1, total: 0, showRange: true } };

/** A phone's width: the three parts stay on one line. */
export const Phone: Story = {
  args: { page: 48, total: 1_234, showRange: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const DarkTheme: Story = { args: { showRange: true }, globals: { theme: 'dark' } };
