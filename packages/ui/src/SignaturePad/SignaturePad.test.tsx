import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { SignaturePad } from './SignaturePad';

const pngDataUrl = 'data:image/png;base64,iVBORw0KGgo=';

/** A 2D context that draws nothing: enough for signature_pad to run its strokes in jsdom. */
function fakeContext() {
  return new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => {}),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

describe('SignaturePad', () => {
  describe('where there is no canvas (jsdom)', () => {
    beforeEach(() => {
      // jsdom has no canvas: its own getContext answers null as well, with a console warning this spy avoids.
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    });
    afterEach(() => vi.restoreAllMocks());

    it('renders a labelled, described drawing area without failing', async () => {
      const { container } = renderWithTheme(
        <SignaturePad
          label="Signature"
          hint="Sign with a finger, stylus or mouse."
          error="Add your signature"
        />,
      );
      expect(screen.getByText('Signature')).toBeVisible();
      const pad = screen.getByRole('img', { name: 'Signature, empty' });
      expect(pad).toHaveAccessibleDescription('Sign with a finger, stylus or mouse. Add your signature');
      expect(pad).toHaveAttribute('tabindex', '0');
      await expectNoAxeViolations(container);
    });

    it('reports null when cleared', async () => {
      const onChange = vi.fn();
      renderWithTheme(<SignaturePad label="Signature" onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    });

    it('cannot be cleared or focused when disabled', async () => {
      const onChange = vi.fn();
      renderWithTheme(
        <SignaturePad label="Signature" onChange={onChange} disabled clearLabel="Start again" />,
      );
      expect(screen.getByRole('button', { name: 'Start again' })).toBeDisabled();
      expect(screen.getByRole('img', { name: 'Signature, empty' })).toHaveAttribute('tabindex', '-1');
      await userEvent.tab();
      expect(document.body).toHaveFocus();
    });
  });

  describe('with a canvas', () => {
    beforeEach(() => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext());
      vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(pngDataUrl);
    });
    afterEach(() => vi.restoreAllMocks());

    function stroke(canvas: HTMLElement) {
      const point = { pointerId: 1, isPrimary: true, button: 0, buttons: 1, clientX: 20, clientY: 30 };
      fireEvent.pointerDown(canvas, point);
      fireEvent.pointerMove(document, { ...point, clientX: 60, clientY: 40 });
      fireEvent.pointerUp(document, { ...point, buttons: 0, clientX: 60, clientY: 40 });
    }

    it('gives a PNG after each stroke, and null after Clear', async () => {
      const onChange = vi.fn();
      renderWithTheme(<SignaturePad label="Signature" onChange={onChange} />);
      stroke(screen.getByRole('img', { name: 'Signature, empty' }));
      expect(onChange).toHaveBeenLastCalledWith(pngDataUrl);
      expect(vi.mocked(HTMLCanvasElement.prototype.toDataURL).mock.calls.at(-1)?.[0]).toBe('image/png');
      expect(screen.getByRole('img', { name: 'Signature, signed' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(onChange).toHaveBeenLastCalledWith(null);
      expect(screen.getByRole('img', { name: 'Signature, empty' })).toBeInTheDocument();
    });

    it('takes no strokes when disabled', () => {
      const onChange = vi.fn();
      renderWithTheme(<SignaturePad label="Signature" onChange={onChange} disabled />);
      stroke(screen.getByRole('img', { name: 'Signature, empty' }));
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
