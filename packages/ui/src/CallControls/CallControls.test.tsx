import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { CallControls, type CallControlsProps } from './CallControls';
import { sampleCameras, sampleMicrophones } from './CallControls.fixtures';

function Controlled(props: Partial<CallControlsProps>) {
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <CallControls
      muted={muted}
      onMutedChange={setMuted}
      cameraOff={cameraOff}
      onCameraOffChange={setCameraOff}
      chatOpen={chatOpen}
      onChatOpenChange={setChatOpen}
      onLeave={() => {}}
      cameras={sampleCameras}
      microphones={sampleMicrophones}
      cameraId="camera-built-in"
      microphoneId="mic-default"
      {...props}
    />
  );
}

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('CallControls', () => {
  it('is a named group of labelled buttons, the toggles with aria-pressed', async () => {
    const { container } = renderWithTheme(<Controlled />);
    const group = screen.getByRole('group', { name: 'Call controls' });
    expect(within(group).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'Camera off' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(group).getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'Switch camera/microphone' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(within(group).getByRole('button', { name: 'Leave' })).not.toHaveAttribute('aria-pressed');
    await expectNoAxeViolations(container);
  });

  it('is reached and worked by keyboard alone, each change said politely', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Controlled />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    expect(liveRegion(container)).toHaveTextContent('Microphone muted');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Camera off' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed', 'true');
    expect(liveRegion(container)).toHaveTextContent('Camera off');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(liveRegion(container)).toHaveTextContent('Chat opened');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(liveRegion(container)).toHaveTextContent('Microphone on');
  });

  it('says nothing on the first render', () => {
    const { container } = renderWithTheme(<Controlled muted />);
    expect(liveRegion(container)).toHaveTextContent(/^$/);
  });

  it('opens a choice of cameras and microphones, the ones in use checked, and reports a pick', async () => {
    const user = userEvent.setup();
    const onCameraChange = vi.fn();
    const onMicrophoneChange = vi.fn();
    renderWithTheme(<Controlled onCameraChange={onCameraChange} onMicrophoneChange={onMicrophoneChange} />);
    await user.click(screen.getByRole('button', { name: 'Switch camera/microphone' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Camera' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Built-in camera' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'Headset microphone' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'USB camera (046d:0825)' }));
    expect(onCameraChange).toHaveBeenCalledWith('camera-usb');
    await user.click(screen.getByRole('button', { name: 'Switch camera/microphone' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Headset microphone' }));
    expect(onMicrophoneChange).toHaveBeenCalledWith('mic-headset');
  });

  it('says when a kind of device has none', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled cameras={[]} />);
    await user.click(screen.getByRole('button', { name: 'Switch camera/microphone' }));
    const cameras = within(await screen.findByRole('menu')).getByRole('group', { name: 'Camera' });
    expect(within(cameras).getByRole('menuitem', { name: 'None found' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps Camera off pressed and disabled without a camera', () => {
    renderWithTheme(<Controlled cameraUnavailable />);
    const camera = screen.getByRole('button', { name: 'Camera off' });
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    expect(camera).toBeDisabled();
  });

  it('leaves, shows the unread count with Chat, and hides Chat without a panel', async () => {
    const onLeave = vi.fn();
    const { rerender } = renderWithTheme(<Controlled onLeave={onLeave} chatUnread={3} />);
    expect(screen.getByRole('button', { name: 'Chat, 3 unread' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    rerender(<Controlled onChatOpenChange={undefined} />);
    expect(screen.queryByRole('button', { name: /Chat/ })).not.toBeInTheDocument();
  });

  it('puts the practitioner’s actions in the group, before the controls', () => {
    renderWithTheme(<Controlled actions={<button type="button">Admit</button>} />);
    const buttons = within(screen.getByRole('group', { name: 'Call controls' })).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Admit');
  });
});
