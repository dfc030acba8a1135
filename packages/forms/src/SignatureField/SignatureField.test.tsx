import { practitionerMessages, SIGNATURE_MAX_BYTES } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { SignatureField, type SignatureFieldProps } from './SignatureField';
import { tinyPngDataUrl } from './sample';

vi.setConfig({ testTimeout: 20_000 });

const pngBytes = Uint8Array.from(atob(tinyPngDataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
const pngFile = () => new File([pngBytes], 'signature.png', { type: 'image/png' });

function setup(props: Partial<SignatureFieldProps> = {}) {
  const onSave = vi.fn(async () => {});
  const onRemove = vi.fn(async () => {});
  const view = render(<SignatureField value={null} onSave={onSave} onRemove={onRemove} {...props} />);
  return { ...view, onSave, onRemove };
}

const saveButton = () => screen.getByRole('button', { name: 'Save signature' });
const upload = (file: File) => userEvent.upload(screen.getByLabelText(/^Signature image/), file);

describe('SignatureField', () => {
  it('says when there is no signature, and asks for one before saving', async () => {
    const { container, onSave } = setup();
    expect(screen.getByText('No signature yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove signature' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Signature image/)).toHaveAttribute('accept', 'image/png');
    await userEvent.click(saveButton());
    expect(await screen.findByText(practitionerMessages.signatureEmpty)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the saved signature as it prints and removes it', async () => {
    const { container, onRemove } = setup({ value: tinyPngDataUrl });
    expect(screen.getByRole('img', { name: 'Your signature as it prints' })).toHaveAttribute(
      'src',
      tinyPngDataUrl,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Remove signature' }));
    expect(onRemove).toHaveBeenCalled();
    expect(await screen.findByText(practitionerMessages.signatureRemoved)).toBeInTheDocument();
  });

  it('previews an uploaded PNG and saves it as a PNG data URL', async () => {
    const { onSave } = setup();
    await upload(pngFile());
    expect(await screen.findByRole('img', { name: 'Your signature as it prints' })).toHaveAttribute(
      'src',
      tinyPngDataUrl,
    );
    expect(screen.getByText('Your new signature (not saved yet)')).toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(tinyPngDataUrl);
    expect(await screen.findByText(practitionerMessages.signatureSaved)).toBeInTheDocument();
  });

  it('refuses a file that is not a PNG inside, or too large, before sending it', async () => {
    const { onSave } = setup();
    await upload(
      new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0])], 'photo.png', {
        type: 'image/png',
      }),
    );
    expect(await screen.findByText(practitionerMessages.signatureNotPng)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Signature image/)).toHaveAttribute('aria-invalid', 'true');
    const large = new Uint8Array(SIGNATURE_MAX_BYTES + 1);
    large.set(pngBytes.slice(0, 8));
    await upload(new File([large], 'large.png', { type: 'image/png' }));
    expect(await screen.findByText(practitionerMessages.signatureTooLarge)).toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field", async () => {
    setup({
      onSave: vi.fn().mockRejectedValue({ status: 415, message: practitionerMessages.signatureNotPng }),
    });
    await upload(pngFile());
    await screen.findByRole('img', { name: 'Your signature as it prints' });
    await userEvent.click(saveButton());
    expect(await screen.findByText(practitionerMessages.signatureNotPng)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Signature image/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a pad to draw on', async () => {
    const { container } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Draw it' }));
    expect(screen.getByRole('img', { name: 'Draw your signature, empty' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('turns the controls off while disabled', () => {
    setup({ value: tinyPngDataUrl, disabled: true });
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove signature' })).toBeDisabled();
    expect(screen.getByLabelText(/^Signature image/)).toBeDisabled();
  });
});
