import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Pagination, pageCount, rangeText } from './Pagination';

function renderPagination(props: { page: number; total: number; showRange?: boolean }) {
  const onPageChange = vi.fn();
  const view = renderWithTheme(
    <Pagination pageSize={20} onPageChange={onPageChange} label="Patients pages" {...props} />,
  );
  const nav = screen.getByRole('navigation', { name: 'Patients pages' });
  return {
    ...view,
    onPageChange,
    nav,
    previous: within(nav).getByRole('button', { name: 'Previous' }),
    next: within(nav).getByRole('button', { name: 'Next' }),
  };
}

describe('Pagination', () => {
  it('is a named nav with Previous, the page and Next, and asks for the neighbouring pages', async () => {
    const { container, nav, previous, next, onPageChange } = renderPagination({ page: 2, total: 45 });
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(previous);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await expectNoAxeViolations(container);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const first = renderPagination({ page: 1, total: 45 });
    expect(first.previous).toBeDisabled();
    expect(first.next).toBeEnabled();
    first.unmount();
    const last = renderPagination({ page: 3, total: 45 });
    expect(last.previous).toBeEnabled();
    expect(last.next).toBeDisabled();
    await userEvent.click(last.next);
    expect(last.onPageChange).not.toHaveBeenCalled();
  });

  it('reads Page 1 of 1 with both buttons disabled when nothing matches', async () => {
    const { container, nav, previous, next } = renderPagination({ page: 1, total: 0, showRange: true });
    expect(within(nav).getByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(nav).getByText('Showing 0 of 0')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('shows the range of rows on the page when asked', () => {
    const { nav } = renderPagination({ page: 3, total: 45, showRange: true });
    expect(within(nav).getByText('Showing 41–45 of 45')).toBeInTheDocument();
  });

  it('leaves the range out unless asked, and announces the page politely', () => {
    const { nav } = renderPagination({ page: 1, total: 45 });
    expect(within(nav).queryByText(/Showing/)).not.toBeInTheDocument();
    expect(within(nav).getByText('Page 1 of 3')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('pageCount and rangeText', () => {
  it('count whole pages, at least one, and the rows a page holds', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(rangeText(1, 20, 45)).toBe('Showing 1–20 of 45');
    expect(rangeText(2, 20, 40)).toBe('Showing 21–40 of 40');
    expect(rangeText(4, 20, 45)).toBe('Showing 0 of 45');
  });
});
