import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Field } from '../Field';
import { Input } from '../Input';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { DisabledScope } from './DisabledScope';

function Controls({ onClick }: { onClick?: () => void }) {
  return (
    <>
      <Field label="Name">
        <Input />
      </Field>
      <Field label="Notes">
        <Textarea />
      </Field>
      <Field label="State">
        <Select options={[{ value: 'NSW', label: 'New South Wales' }]} />
      </Field>
      <Field label="Contact by">
        <RadioGroup options={[{ value: 'email', label: 'Email' }]} />
      </Field>
      <Checkbox label="Agree" />
      <Switch label="Active" />
      <Button onClick={onClick}>Save</Button>
      <Button asChild variant="link">
        <a href="/help">Help</a>
      </Button>
    </>
  );
}

describe('DisabledScope', () => {
  it('turns every control inside off, with no fieldset and no group around them', async () => {
    const onClick = vi.fn();
    const { container } = renderWithTheme(
      <DisabledScope disabled>
        <Controls onClick={onClick} />
      </DisabledScope>,
    );
    for (const name of ['Name', 'Notes']) expect(screen.getByRole('textbox', { name })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // A link is no form control: it stays live, as it would in a disabled fieldset.
    expect(screen.getByRole('link', { name: 'Help' })).not.toHaveAttribute('aria-disabled');
    // Nothing to name: a fieldset would be a group that needs a <legend>.
    expect(container.querySelector('fieldset')).toBeNull();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('leaves the controls on when not disabled, and a scope inside an off scope stays off', () => {
    const { rerender } = renderWithTheme(
      <DisabledScope>
        <Controls />
      </DisabledScope>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <DisabledScope disabled>
        <DisabledScope disabled={false}>
          <Controls />
        </DisabledScope>
      </DisabledScope>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("keeps a control's own disabled when the scope is on", () => {
    renderWithTheme(
      <DisabledScope>
        <Button disabled>Save</Button>
      </DisabledScope>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
