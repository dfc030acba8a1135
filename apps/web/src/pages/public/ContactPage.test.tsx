import { type MockRequest, mockFailure } from '@telehealth/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { renderRoute } from '../../test/renderRoute';

const anonymous = { '/api/user': mockFailure(401, 'Unauthorized') };

async function fill() {
  await userEvent.type(await screen.findByLabelText(/^Name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.click(screen.getByRole('combobox', { name: /Enquiry Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Billing' }));
  await userEvent.type(screen.getByLabelText(/^Subject/), 'Refund');
  await userEvent.type(screen.getByLabelText(/^Message/), 'Please refund me');
  await userEvent.upload(
    screen.getByLabelText(/Attachments/),
    new File(['png'], 'photo.png', { type: 'image/png' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('/contact', () => {
  it('posts the form as multipart with the files and thanks the visitor', async () => {
    let body: unknown;
    const { container } = renderRoute('/contact', {
      ...anonymous,
      'POST /api/contact': ({ options }: MockRequest) => {
        body = options.body;
        return { message: 'ok' };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await fill();
    expect(await screen.findByText(/Thank you for contacting us/)).toBeInTheDocument();
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Ada Lovelace');
    expect(form.get('type')).toBe('Billing');
    expect((form.get('attachments') as File).name).toBe('photo.png');
  });

  it("shows the server's message when sending fails", async () => {
    renderRoute('/contact', {
      ...anonymous,
      'POST /api/contact': mockFailure(429, 'Too many submissions. Please try again later.'),
    });
    await fill();
    expect(await screen.findByText('Too many submissions. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('shows its own fallback, not a status text, when the server answers an empty error', async () => {
    renderRoute('/contact', { ...anonymous, 'POST /api/contact': { status: 500 } });
    await fill();
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeInTheDocument();
  });
});
