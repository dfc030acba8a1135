import { chatLimits, chatMessages } from '@telehealth/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { MessageComposer, type MessageComposerProps, messageComposerMessages } from './MessageComposer';

vi.setConfig({ testTimeout: 20_000 });

function renderComposer(props: Partial<MessageComposerProps> = {}) {
  const onSubmit = vi.fn((_values: { content: string }) => true);
  const view = render(<MessageComposer label="Message" connected onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit, box: screen.getByLabelText('Message') as HTMLTextAreaElement };
}

describe('MessageComposer', () => {
  it('sends the trimmed text with Enter and empties the box', async () => {
    const { box, onSubmit, container } = renderComposer();
    await expectNoAxeViolations(container);
    expect(screen.getByText(messageComposerMessages.hint)).toBeInTheDocument();
    await userEvent.type(box, '  Hello doctor  {Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ content: 'Hello doctor' });
    expect(box).toHaveValue('');
  });

  it('makes a new line with Shift+Enter, and sends it with the button', async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ content: 'line one\nline two' });
  });

  it(`says '${chatMessages.contentRequired}' for blank text and '${chatMessages.contentTooLong}' for too much`, async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText(chatMessages.contentRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(box, { target: { value: 'x'.repeat(chatLimits.maxContentLength + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(chatMessages.contentTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the text and says so when disconnected, or when the send was refused', async () => {
    const { box, onSubmit, rerender } = renderComposer({ connected: false });
    expect(screen.getByText(messageComposerMessages.connecting)).toBeInTheDocument();
    await userEvent.type(box, 'Please call me{Enter}');
    expect(await screen.findByText(messageComposerMessages.notConnected)).toBeInTheDocument();
    expect(box).toHaveValue('Please call me');
    expect(onSubmit).not.toHaveBeenCalled();

    const refuse = vi.fn(() => false);
    rerender(<MessageComposer label="Message" connected onSubmit={refuse} />);
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText(messageComposerMessages.notSent)).toBeInTheDocument();
    expect(box).toHaveValue('Please call me');
    await userEvent.type(box, '!');
    expect(screen.queryByText(messageComposerMessages.notSent)).not.toBeInTheDocument();
  });

  it('announces typing at most every 2 seconds', async () => {
    const onTyping = vi.fn();
    const { box } = renderComposer({ onTyping });
    await userEvent.type(box, 'Hello');
    expect(onTyping).toHaveBeenCalledTimes(1);
  });

  it('says why a read-only conversation cannot be written to', async () => {
    const onSubmit = vi.fn(() => true);
    render(
      <MessageComposer
        label="Message"
        connected
        onSubmit={onSubmit}
        disabledReason="Choose the patient first."
      />,
    );
    expect(screen.getByText('Choose the patient first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn(() => true);
    const { container } = render(<MessageComposer disabled label="Message" connected onSubmit={onSubmit} />);
    await expectFormDisabled(await screen.findByRole('form', { name: 'Compose message' }), onSubmit);
    await expectNoAxeViolations(container);
  });
});
