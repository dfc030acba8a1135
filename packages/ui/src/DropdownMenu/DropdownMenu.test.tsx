import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton';
import { MoreIcon } from '../Icons';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { DropdownMenu } from './DropdownMenu';

function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label="Actions for Privacy Policy" icon={<MoreIcon />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Privacy Policy</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={onEdit}>Edit</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Duplicate</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item destructive onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('opens a menu of items from its trigger and runs the chosen one', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithTheme(<RowActions onEdit={onEdit} onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Privacy Policy' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);

    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Delete']);
    expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-destructive',
      'true',
    );
    await expectNoAxeViolations(menu);

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is operable from the keyboard: arrows skip disabled items, Escape returns focus', async () => {
    const onEdit = vi.fn();
    renderWithTheme(<RowActions onEdit={onEdit} onDelete={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Privacy Policy' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
