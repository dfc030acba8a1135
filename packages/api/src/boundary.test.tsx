import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUser } from './auth';
import { ApiBoundary } from './client';

function Part({ name }: { name: string }) {
  const { user } = useUser();
  return <p>{`${name}: ${user === undefined ? 'loading' : (user?.email ?? 'signed out')}`}</p>;
}

describe('ApiBoundary', () => {
  it('keeps working when one boundary replaces another (a navigation between lazily loaded pages)', async () => {
    // No session hint in this document: the browser client answers signed out without a request.
    const { rerender } = render(
      <ApiBoundary key="first">
        <Part name="first" />
      </ApiBoundary>,
    );
    expect(await screen.findByText('first: signed out')).toBeInTheDocument();
    rerender(
      <ApiBoundary key="second">
        <Part name="second" />
      </ApiBoundary>,
    );
    expect(await screen.findByText('second: signed out')).toBeInTheDocument();
    // The same boundary renders again after the first one's cleanup ran.
    rerender(
      <ApiBoundary key="second">
        <Part name="second, again" />
      </ApiBoundary>,
    );
    expect(await screen.findByText('second, again: signed out')).toBeInTheDocument();
    rerender(
      <ApiBoundary key="third">
        <Part name="third" />
      </ApiBoundary>,
    );
    expect(await screen.findByText('third: signed out')).toBeInTheDocument();
  });
});
