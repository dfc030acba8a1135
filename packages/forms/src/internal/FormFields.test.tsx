import { Button, Field, Input } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormFields } from './FormFields';

describe('FormFields', () => {
  it('turns the controls off without a nameless fieldset around them', () => {
    const { container } = render(
      <form aria-label="Contact">
        <FormFields disabled>
          <Field label="Email">
            <Input />
          </Field>
          <Button type="submit">Send</Button>
        </FormFields>
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // HTML_CodeSniffer (H71) counts a fieldset without a <legend> as an error; the form is the only group here.
    expect(container.querySelector('fieldset')).toBeNull();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
