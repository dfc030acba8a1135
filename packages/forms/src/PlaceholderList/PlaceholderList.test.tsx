import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { insertAtCursor, PlaceholderList } from './PlaceholderList';

describe('PlaceholderList', () => {
  it('offers each placeholder as a named button that inserts its token', async () => {
    const onInsert = vi.fn();
    const { container } = render(
      <PlaceholderList placeholders={['patientName', 'companyName']} onInsert={onInsert} />,
    );
    expect(screen.getByRole('group', { name: 'Placeholders' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{companyName}}' }));
    expect(onInsert).toHaveBeenCalledWith('{{companyName}}');
    await expectNoAxeViolations(container);
  });

  it('lists them as plain text without an editor, and turns the buttons off when disabled', () => {
    const { rerender } = render(<PlaceholderList placeholders={['patientName']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('{{patientName}}')).toBeInTheDocument();
    rerender(<PlaceholderList placeholders={['patientName']} onInsert={() => {}} disabled />);
    expect(screen.getByRole('button', { name: 'Insert {{patientName}}' })).toBeDisabled();
  });
});

describe('insertAtCursor', () => {
  it('replaces the selection with the token and puts the caret after it', () => {
    const input = document.createElement('textarea');
    input.value = 'Dear X,';
    input.setSelectionRange(5, 6);
    expect(insertAtCursor(input, input.value, '{{patientName}}')).toEqual({
      value: 'Dear {{patientName}},',
      caret: 20,
    });
  });

  it('appends at the end when there is no element', () => {
    expect(insertAtCursor(null, 'Hello ', '{{companyName}}')).toEqual({
      value: 'Hello {{companyName}}',
      caret: 21,
    });
  });
});
