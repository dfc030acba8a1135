import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    const { container } = renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Save Changes</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('takes a tone beside its variant: brand by default, neutral for outline and ghost', () => {
    renderWithTheme(
      <>
        <Button>Save</Button>
        <Button tone="brand">Brand</Button>
        <Button tone="critical">Delete</Button>
        <Button variant="outline">Cancel</Button>
        <Button variant="outline" tone="neutral">
          Back
        </Button>
        <Button variant="outline" tone="critical">
          Remove
        </Button>
      </>,
    );
    const className = (name: string) => screen.getByRole('button', { name }).className;
    expect(className('Save')).toBe(className('Brand'));
    expect(className('Delete')).not.toBe(className('Save'));
    expect(className('Cancel')).toBe(className('Back'));
    expect(className('Remove')).not.toBe(className('Cancel'));
  });

  it('submits when asked to', () => {
    renderWithTheme(<Button type="submit">Create Document</Button>);
    expect(screen.getByRole('button', { name: 'Create Document' })).toHaveAttribute('type', 'submit');
  });

  it('keeps the label it is given while busy, and is disabled and aria-busy', async () => {
    const onClick = vi.fn();
    const { container } = renderWithTheme(
      <Button busy onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('renders its child as the element with asChild, keeping the link role', () => {
    renderWithTheme(
      <Button asChild variant="outline">
        <a href="/dashboard">Dashboard</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).not.toHaveAttribute('type');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a busy link as disabled and ignores its clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button asChild busy onClick={onClick}>
        <a href="/dashboard">Opening...</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Opening...' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
