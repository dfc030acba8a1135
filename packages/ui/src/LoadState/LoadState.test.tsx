import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { LoadState, type LoadStateProps } from './LoadState';

type Props = Omit<LoadStateProps<readonly string[]>, 'children' | 'loadingLabel' | 'placeholder'>;

function renderList(props: Props) {
  return renderWithTheme(
    <LoadState
      loadingLabel="Loading medicines"
      empty={<EmptyState headingLevel={2} title="No medicines yet" />}
      {...props}
    >
      {(medicines) => (
        <ul aria-label="Medicines">
          {medicines.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LoadState>,
  );
}

describe('LoadState', () => {
  it('shows the content once the data is there', async () => {
    const { container } = renderList({ data: ['Sildenafil', 'Tadalafil'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sildenafil',
      'Tadalafil',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('announces the loading while the data is undefined, as skeleton lines or a spinner', () => {
    const { rerender } = renderList({ data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading medicines');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <LoadState data={undefined} loadingLabel="Loading medicines" loadingIndicator="spinner">
        {() => null}
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading medicines');
  });

  it("shows a failure in a critical alert, with the error's message unless told otherwise", async () => {
    const { container, rerender } = renderList({
      data: undefined,
      error: new Error('Service unavailable'),
      errorTitle: 'The medicines could not be loaded',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The medicines could not be loaded');
    expect(alert).toHaveTextContent('Service unavailable');
    await expectNoAxeViolations(container);
    rerender(
      <LoadState
        data={['stale']}
        error={new Error('Service unavailable')}
        describeError={() => 'Failed to load medicines. Please try again.'}
        loadingLabel="Loading medicines"
      >
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load medicines\. Please try again\.$/);
    expect(screen.queryByText('content')).toBeNull();
  });

  it("shows a placeholder of the content's shape instead, when given one", () => {
    renderWithTheme(
      <LoadState data={undefined} placeholder={<p role="status">Loading the cards</p>}>
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the cards$/);
  });

  it('keeps showing the loading over an earlier error while a retry is pending', () => {
    renderList({ data: undefined, error: new Error('Service unavailable'), pending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading medicines');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for null, or for what isEmpty calls empty', () => {
    const { rerender } = renderList({ data: null });
    expect(screen.getByRole('heading', { level: 2, name: 'No medicines yet' })).toBeInTheDocument();
    rerender(
      <LoadState data={[]} loadingLabel="Loading" empty={<p>None</p>} isEmpty={(items) => items.length === 0}>
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getByText('None')).toBeInTheDocument();
    rerender(
      <LoadState
        data={{ items: [] }}
        loadingLabel="Loading"
        empty={<p>None</p>}
        isEmpty={(page) => page.items.length === 0}
      >
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getByText('None')).toBeInTheDocument();
  });

  it('shows an empty list through its content unless isEmpty says it is none', () => {
    renderWithTheme(
      <LoadState data={[]} loadingLabel="Loading" empty={<p>None</p>}>
        {(items) => `${items.length} items`}
      </LoadState>,
    );
    expect(screen.getByText('0 items')).toBeInTheDocument();
  });
});
