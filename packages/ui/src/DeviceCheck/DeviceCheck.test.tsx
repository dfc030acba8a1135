import { deviceCheckMessages } from '@telehealth/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCameras, sampleMicrophones } from '../CallControls/CallControls.fixtures';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { VideoTile } from '../VideoTile';
import { DeviceCheck, type DeviceCheckProps } from './DeviceCheck';

function check(props: Partial<DeviceCheckProps> = {}) {
  const handlers = {
    onCameraChange: vi.fn(),
    onMicrophoneChange: vi.fn(),
    onJoin: vi.fn(),
    onJoinWithoutVideo: vi.fn(),
  };
  const result = renderWithTheme(
    <DeviceCheck
      preview={<VideoTile stream={null} name="You" self size="large" />}
      cameras={sampleCameras}
      microphones={sampleMicrophones}
      cameraId="camera-built-in"
      microphoneId="mic-default"
      micLevel={0.3}
      {...handlers}
      {...props}
    />,
  );
  return { ...result, ...handlers };
}

describe('DeviceCheck', () => {
  it('shows the preview, the labelled pickers with the devices in use, the level and both ways to join', async () => {
    const { container } = check();
    expect(screen.getByRole('figure', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveTextContent('Built-in camera');
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveTextContent('Default microphone');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Join without video' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('reports the choices and the joins', async () => {
    const user = userEvent.setup();
    const { onJoin, onJoinWithoutVideo, onCameraChange } = check();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Join without video' }));
    expect(onJoinWithoutVideo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('combobox', { name: 'Camera' }));
    await user.click(await screen.findByRole('option', { name: 'USB camera (046d:0825)' }));
    expect(onCameraChange).toHaveBeenCalledWith('camera-usb');
  });

  it('announces a failure with its title and what to do, and still lets one join without video', async () => {
    const { container, onJoinWithoutVideo } = check({
      failure: deviceCheckMessages.permissionDenied,
      cameras: [],
      microphones: [],
      joinDisabled: true,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(deviceCheckMessages.permissionDenied.title);
    expect(alert).toHaveTextContent(deviceCheckMessages.permissionDenied.action);
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveTextContent('No camera found');
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveTextContent('No microphone found');
    await userEvent.click(screen.getByRole('button', { name: 'Join without video' }));
    expect(onJoinWithoutVideo).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('says a warning politely with the caution tone', () => {
    check({ failure: deviceCheckMessages.generic, failureTone: 'caution' });
    expect(screen.getByRole('status')).toHaveTextContent(deviceCheckMessages.generic.title);
  });

  it('shows the join under way and lets neither button start another', () => {
    check({ joining: 'audio' });
    const audio = screen.getByRole('button', { name: 'Joining…' });
    expect(audio).toHaveAttribute('aria-busy', 'true');
    expect(audio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });
});
