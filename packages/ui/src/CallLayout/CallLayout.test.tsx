import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { VideoTile } from '../VideoTile';
import { CallLayout } from './CallLayout';

function Room({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <CallLayout
      remote={<VideoTile stream={null} name="Dr Sarah Chen" />}
      self={<VideoTile stream={null} name="You" self />}
      controls={
        <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
          Chat
        </button>
      }
      panel={<p>Hello, I can see you now.</p>}
      panelTitle="Chat"
      panelOpen={open}
      onPanelClose={() => setOpen(false)}
    />
  );
}

describe('CallLayout', () => {
  it('lays out both videos and the controls, with no panel until it opens', async () => {
    const { container } = renderWithTheme(<Room />);
    expect(screen.getByRole('figure', { name: 'Dr Sarah Chen' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the panel named by its title, and takes focus into it when it opens', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Room />);
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    const panel = screen.getByRole('complementary', { name: 'Chat' });
    expect(panel).toHaveTextContent('Hello, I can see you now.');
    expect(panel).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('closes with its close button or Escape, and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Room />);
    const chat = screen.getByRole('button', { name: 'Chat' });
    await user.click(chat);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(chat).toHaveFocus();

    await user.click(chat);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(chat).toHaveFocus();
  });

  it('does not take focus for a panel open from the start, and shows a notice over the stage', () => {
    const onPanelClose = vi.fn();
    renderWithTheme(
      <CallLayout
        remote={<VideoTile stream={null} name="Dr Sarah Chen" />}
        controls={<button type="button">Leave</button>}
        notice={<p>Dr Sarah Chen will let you in shortly.</p>}
        panel={<p>Summary</p>}
        panelTitle="Patient summary"
        panelOpen
        onPanelClose={onPanelClose}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Patient summary' })).not.toHaveFocus();
    expect(screen.getByText('Dr Sarah Chen will let you in shortly.')).toBeInTheDocument();
  });
});
