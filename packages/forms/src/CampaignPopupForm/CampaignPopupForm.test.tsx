import { ThemeProvider } from '@telehealth/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { CampaignPopupForm, type CampaignPopupFormProps } from './CampaignPopupForm';
import { visibleColor } from './campaignColors';

function renderWithTheme(ui: ReactElement) {
  const wrap = (node: ReactElement) => <ThemeProvider>{node}</ThemeProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

afterEach(() => {
  vi.useRealTimers();
});

function Popup(props: Partial<CampaignPopupFormProps>) {
  const [open, setOpen] = useState(true);
  return (
    <CampaignPopupForm
      title="Welcome!"
      tagline="Get 10% off your first consultation"
      buttonLabel="Get My Discount"
      bottomNote="No spam. Unsubscribe at any time."
      onSubmit={() => Promise.resolve()}
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
      }}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('visibleColor', () => {
  it.each([
    ['transparent'],
    ['TRANSPARENT'],
    ['rgba(0, 0, 0, 0)'],
    ['rgba(255,255,255,0.0)'],
    ['hsla(0, 0%, 0%, 0)'],
    ['rgb(0 0 0 / 0)'],
    ['rgb(0 0 0 / 0%)'],
    ['#0000'],
    ['#00000000'],
    ['#ffffff00'],
    [''],
    ['   '],
  ])('ignores the invisible %j', (value) => {
    expect(visibleColor(value)).toBeUndefined();
  });

  it.each([
    ['#000'],
    ['#0000ff'],
    ['#000f'],
    ['#000000ff'],
    ['rgba(0, 0, 0, 0.5)'],
    ['rgb(12, 34, 56)'],
    ['hsl(200 50% 40% / 0.2)'],
    ['red'],
  ])('keeps the visible %j', (value) => {
    expect(visibleColor(value)).toBe(value);
  });

  it('ignores missing values and trims the rest', () => {
    expect(visibleColor(undefined)).toBeUndefined();
    expect(visibleColor(null)).toBeUndefined();
    expect(visibleColor(' #123456 ')).toBe('#123456');
  });
});

describe('CampaignPopupForm', () => {
  it('is a dialog with the title, tagline, a labelled email field, the button and the note', async () => {
    renderWithTheme(<Popup />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome!' });
    expect(dialog).toHaveAccessibleDescription('Get 10% off your first consultation');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('button', { name: 'Get My Discount' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('No spam. Unsubscribe at any time.')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('closes with the Close button and with Escape', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithTheme(<Popup onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Popup key="again" onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Submitting...', ignores submits meanwhile, then thanks the visitor", async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    renderWithTheme(<Popup onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), '  patient@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Discount' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await userEvent.type(screen.getByLabelText('Email'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('patient@example.com');

    await act(async () => pending.resolve());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thank You!');
    expect(status).toHaveTextContent('Check your email for special offers and updates!');
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('lets the visitor try again when sending fails', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('Network')).mockResolvedValueOnce(undefined);
    renderWithTheme(<Popup onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'patient@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get My Discount' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Get My Discount' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Thank You!')).toBeVisible();
  });

  it('ignores an empty email and submits nothing once submitted (controlled)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { rerender } = renderWithTheme(<Popup onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<Popup onSubmit={onSubmit} submitted />);
    expect(screen.getByText('Thank You!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get My Discount' })).not.toBeInTheDocument();
  });

  it('closes itself the given time after submit is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithTheme(
      <Popup onOpenChange={onOpenChange} autoCloseMs={3000} onSubmit={() => new Promise(() => {})} />,
    );
    await user.type(screen.getByLabelText('Email'), 'patient@example.com{Enter}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('applies the visible campaign colours and ignores invisible ones; invisible button text becomes white', () => {
    renderWithTheme(
      <Popup
        styles={{
          overlay: { background: 'rgba(16, 24, 32, 0.7)' },
          popup: { background: '#101820', color: 'rgb(255, 255, 255)', borderColor: 'transparent' },
          close: { color: '#101820' },
          button: { color: 'rgba(0,0,0,0)', background: '#ff5a00' },
          title: { color: '#00000000' },
        }}
      />,
    );
    const popup = screen.getByRole('dialog');
    expect(popup.style.backgroundColor).toBe('rgb(16, 24, 32)');
    expect(popup.style.color).toBe('rgb(255, 255, 255)');
    expect(popup.style.borderColor).toBe('');
    // The field's label takes the popup's text colour, so it stays legible on the campaign's background.
    expect(screen.getByText('Email')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
    const overlay = document.querySelector<HTMLElement>('[data-state="open"]:not([role="dialog"])');
    expect(overlay?.style.backgroundColor).toBe('rgba(16, 24, 32, 0.7)');
    expect(screen.getByRole('button', { name: 'Close' }).style.color).toBe('rgb(16, 24, 32)');
    const button = screen.getByRole('button', { name: 'Get My Discount' });
    expect(button.style.backgroundColor).toBe('rgb(255, 90, 0)');
    expect(button.style.color).toBe('white');
    // Invisible: the title keeps the theme's colour.
    expect(screen.getByRole('heading', { name: 'Welcome!' }).style.color).toBe('');
  });

  it('gives focus back to what was focused before it opened', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Read more
          </button>
          <CampaignPopupForm
            open={open}
            onOpenChange={setOpen}
            title="Welcome!"
            buttonLabel="Get My Discount"
            onSubmit={() => Promise.resolve()}
          />
        </>
      );
    }
    renderWithTheme(<Page />);
    const opener = screen.getByRole('button', { name: 'Read more' });
    await userEvent.click(opener);
    expect(await screen.findByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
