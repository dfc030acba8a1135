import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Textarea } from './Textarea';
import * as styles from './Textarea.css';

/** The custom property's name inside `var(--name)`. */
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/, '$1');

describe('Textarea', () => {
  it('works inside Field: labelled, described and invalid, with native props and a ref', async () => {
    const ref = vi.fn();
    const onChange = vi.fn();
    const { container } = renderWithTheme(
      <Field label="Message" hint="Up to 1000 characters." error="Message is required" required>
        <Textarea name="message" maxLength={1000} ref={ref} onChange={onChange} />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('Up to 1000 characters. Message is required');
    expect(textarea).toHaveAttribute('maxlength', '1000');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(ref).toHaveBeenCalledWith(textarea);
    await userEvent.type(textarea, 'Hello{Enter}there');
    expect(textarea).toHaveValue('Hello\nthere');
    expect(onChange).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('is disabled like any native textarea', async () => {
    renderWithTheme(
      <Field label="Notes">
        <Textarea disabled defaultValue="Locked" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'more');
    expect(textarea).toHaveValue('Locked');
  });

  describe('autoResize without CSS field-sizing', () => {
    beforeEach(() => {
      // jsdom has no layout: pretend each line is 24 px tall.
      vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
        this: HTMLTextAreaElement,
      ) {
        return this.value.split('\n').length * 24;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('grows with typed content', async () => {
      renderWithTheme(
        <Field label="Description">
          <Textarea autoResize />
        </Field>,
      );
      const textarea = screen.getByRole('textbox', { name: 'Description' });
      const height = () => textarea.style.getPropertyValue(propertyName(styles.contentHeightVar));
      expect(textarea).toHaveClass(styles.autoResize);
      expect(height()).toBe('24px');
      await userEvent.type(textarea, 'one{Enter}two{Enter}three');
      expect(height()).toBe('72px');
    });

    it('follows a controlled value that changes without typing, and caps lines with maxRows', async () => {
      function Controlled() {
        const [value, setValue] = useState('');
        return (
          <>
            <Field label="Body">
              <Textarea
                autoResize
                maxRows={6}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </Field>
            <button type="button" onClick={() => setValue('a\nb\nc\nd')}>
              Fill
            </button>
          </>
        );
      }
      renderWithTheme(<Controlled />);
      const textarea = screen.getByRole('textbox', { name: 'Body' });
      expect(textarea).toHaveClass(styles.bounded);
      expect(textarea.style.getPropertyValue(propertyName(styles.maxRowsVar))).toBe('6');
      await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
      expect(textarea.style.getPropertyValue(propertyName(styles.contentHeightVar))).toBe('96px');
    });
  });

  it('keeps a fixed size when not resizable', () => {
    renderWithTheme(
      <Field label="Summary">
        <Textarea resizable={false} rows={5} />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Summary' });
    expect(textarea).toHaveClass(styles.fixedSize);
    expect(textarea.style.getPropertyValue(propertyName(styles.rowsVar))).toBe('5');
  });
});
