import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icons';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Tooltip, TooltipProvider } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, and hides with Escape', async () => {
    const { container } = renderWithTheme(
      <Tooltip content="Delete document">
        <IconButton label="Delete" icon={<CloseIcon />} />
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Delete document');
    expect(button).toHaveAccessibleDescription('Delete document');
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows on hover after the delay, inside a shared provider', async () => {
    renderWithTheme(
      <TooltipProvider delayDuration={0}>
        <Tooltip content="Edit document">
          <IconButton label="Edit" icon={<CloseIcon />} />
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit document');
    await userEvent.unhover(screen.getByRole('button', { name: 'Edit' }));
  });
});
