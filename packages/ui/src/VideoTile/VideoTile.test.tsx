import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { initialsOf, VideoTile } from './VideoTile';

describe('VideoTile', () => {
  it('is a figure named by the person, with an autoplaying inline video that is not muted for the other side', async () => {
    const { container } = renderWithTheme(<VideoTile stream={null} name="Dr Sarah Chen" />);
    const tile = screen.getByRole('figure', { name: 'Dr Sarah Chen' });
    const video = tile.querySelector('video');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video?.muted).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('attaches the stream to the video, and a new stream in its place', () => {
    const first = { id: 'first' } as unknown as MediaStream;
    const second = { id: 'second' } as unknown as MediaStream;
    const { rerender } = renderWithTheme(<VideoTile stream={first} name="Dr Sarah Chen" />);
    const video = screen.getByRole('figure').querySelector('video') as HTMLVideoElement;
    expect(video.srcObject).toBe(first);
    expect(screen.getByRole('figure')).toHaveAttribute('data-picture', 'video');
    rerender(<VideoTile stream={second} name="Dr Sarah Chen" />);
    expect(video.srcObject).toBe(second);
  });

  it('shows the initials instead of the picture with no stream or the camera off, and keeps the video for its sound', () => {
    const stream = { id: 's' } as unknown as MediaStream;
    const { rerender } = renderWithTheme(<VideoTile stream={null} name="Dr Sarah Chen" />);
    expect(screen.getByText('SC')).toBeInTheDocument();
    rerender(<VideoTile stream={stream} name="Dr Sarah Chen" cameraOff />);
    expect(screen.getByRole('figure', { name: 'Dr Sarah Chen, Camera off' })).toHaveAttribute(
      'data-picture',
      'initials',
    );
    expect(screen.getByRole('figure').querySelector('video')?.srcObject).toBe(stream);
  });

  it('shows and announces the other side’s state: muted, camera off, reconnecting, left', () => {
    const { rerender } = renderWithTheme(<VideoTile stream={null} name="Dr Sarah Chen" />);
    const region = screen.getByRole('figure').querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent(/^$/);
    rerender(<VideoTile stream={null} name="Dr Sarah Chen" muted cameraOff />);
    expect(screen.getByText('Muted')).toBeVisible();
    expect(screen.getByText('Camera off')).toBeVisible();
    expect(region).toHaveTextContent('Dr Sarah Chen: Muted, Camera off');
    rerender(<VideoTile stream={null} name="Dr Sarah Chen" connection="reconnecting" />);
    expect(screen.getByRole('figure', { name: 'Dr Sarah Chen, Reconnecting…' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Dr Sarah Chen: Reconnecting…');
    rerender(<VideoTile stream={null} name="Dr Sarah Chen" connection="left" />);
    expect(screen.getByRole('figure', { name: 'Dr Sarah Chen, Left' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Dr Sarah Chen: Left');
  });

  it('is silent for one’s own picture, and announces nothing about it', async () => {
    const { container } = renderWithTheme(<VideoTile stream={null} name="You" self muted />);
    const tile = screen.getByRole('figure', { name: 'You, Muted' });
    expect(tile.querySelector('video')?.muted).toBe(true);
    expect(tile.querySelector('[aria-live]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes other words for the states', () => {
    renderWithTheme(<VideoTile stream={null} name="Sam" muted labels={{ muted: 'Micro coupé' }} />);
    expect(screen.getByRole('figure', { name: 'Sam, Micro coupé' })).toBeInTheDocument();
  });
});

describe('initialsOf', () => {
  it('takes the first and last names’ first letters, without the title', () => {
    expect(initialsOf('Dr Sarah Chen')).toBe('SC');
    expect(initialsOf('Dr. Mary Anne van der Berg')).toBe('MB');
    expect(initialsOf('you')).toBe('Y');
    expect(initialsOf('  ')).toBe('');
  });
});
