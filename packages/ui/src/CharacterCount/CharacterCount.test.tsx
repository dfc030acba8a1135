import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Input } from '../Input';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { CharacterCount, characterCountMessage } from './CharacterCount';

function Counted({ length }: { length: number }) {
  return (
    <>
      <label htmlFor="allergies">Allergies</label>
      <Input id="allergies" aria-describedby="allergies-count" defaultValue={'x'.repeat(length)} />
      <CharacterCount id="allergies-count" length={length} max={200} />
    </>
  );
}

const liveRegion = () => {
  const region = document.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
};

describe('CharacterCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down, is read with the field it describes, and says how many too many', async () => {
    vi.useRealTimers();
    const { container, rerender } = renderWithTheme(<Counted length={0} />);
    expect(screen.getByText('200 characters left')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Allergies' })).toHaveAccessibleDescription(
      '200 characters left',
    );
    await expectNoAxeViolations(container);
    rerender(<Counted length={199} />);
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    rerender(<Counted length={203} />);
    expect(screen.getByText('3 characters too many')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('announces politely, and only near the limit once typing pauses', () => {
    const { rerender } = renderWithTheme(<Counted length={10} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(liveRegion()).toHaveTextContent(/^$/);
    rerender(<Counted length={185} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(liveRegion()).toHaveTextContent(/^$/);
    rerender(<Counted length={190} />);
    rerender(<Counted length={191} />);
    // Nothing while the patient is still typing…
    act(() => vi.advanceTimersByTime(100));
    expect(liveRegion()).toHaveTextContent(/^$/);
    // …then the count where they stopped.
    act(() => vi.advanceTimersByTime(2_000));
    expect(liveRegion()).toHaveTextContent('9 characters left');
    rerender(<Counted length={201} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(liveRegion()).toHaveTextContent('1 character too many');
    rerender(<Counted length={20} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('words the count for one and for many', () => {
    expect(characterCountMessage(0, 200)).toBe('200 characters left');
    expect(characterCountMessage(200, 200)).toBe('0 characters left');
    expect(characterCountMessage(199, 200)).toBe('1 character left');
    expect(characterCountMessage(201, 200)).toBe('1 character too many');
  });
});
