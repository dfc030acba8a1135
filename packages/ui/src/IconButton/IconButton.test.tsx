import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuIcon } from '../Icons';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    const { container } = renderWithTheme(
      <IconButton label="Open menu" icon={<MenuIcon />} onClick={onClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
