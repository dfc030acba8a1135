import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { RecoveryCodes } from './RecoveryCodes';
import { sampleRecoveryCodes } from './sample';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.restoreAllMocks());

describe('RecoveryCodes', () => {
  it('lists the 10 codes and says they are shown once', async () => {
    const onDone = vi.fn();
    const { container } = render(<RecoveryCodes codes={sampleRecoveryCodes} onDone={onDone} />);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sampleRecoveryCodes);
    expect(screen.getByText(/They are shown only now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('copies the codes, one a line, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<RecoveryCodes codes={sampleRecoveryCodes} />);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${sampleRecoveryCodes.join('\n')}\n`);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
  });

  it('says when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<RecoveryCodes codes={sampleRecoveryCodes} />);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Could not copy: use Download instead.')).toBeInTheDocument();
  });

  it('downloads the codes as a text file', async () => {
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<RecoveryCodes codes={sampleRecoveryCodes} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(click).toHaveBeenCalled();
  });
});
