import { mfaMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { sampleEnrolment } from './sample';
import { QR_CODE_ALT, TotpEnrolment } from './TotpEnrolment';

vi.setConfig({ testTimeout: 20_000 });

const turnOn = () => userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

describe('TotpEnrolment', () => {
  it('shows the QR code with its alternative text and the key as text', async () => {
    const { container } = render(<TotpEnrolment enrolment={sampleEnrolment} onSubmit={vi.fn()} />);
    expect(screen.getByRole('img', { name: QR_CODE_ALT })).toHaveAttribute(
      'src',
      sampleEnrolment.qrCodeDataUrl,
    );
    expect(screen.getByText(sampleEnrolment.secret)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks for the 6-digit code, then submits it', async () => {
    const onSubmit = vi.fn();
    render(<TotpEnrolment enrolment={sampleEnrolment} onSubmit={onSubmit} />);
    await turnOn();
    expect(await screen.findByText(mfaMessages.codeRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Code/), 'abcde-23456');
    await turnOn();
    expect(await screen.findByText(mfaMessages.totpInvalidFormat)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Code/));
    await userEvent.type(screen.getByLabelText(/^Code/), '654321');
    await turnOn();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '654321' }));
  });

  it("shows the server's refusal under the field", async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: mfaMessages.codeRejected, field: 'code' });
    render(<TotpEnrolment enrolment={sampleEnrolment} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Code/), '654321');
    await turnOn();
    expect(await screen.findByText(mfaMessages.codeRejected)).toBeInTheDocument();
  });
});
