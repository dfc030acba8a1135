import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocalMedia } from './useLocalMedia';

// The device check's media (docs/product/consultations.md, On screen): tracks stopped on a change of device and on
// unmount, the device lists read again on devicechange, the level read from an AnalyserNode and its graph closed.

function fakeStream(kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map((kind) => ({ kind, stop: vi.fn() }));
  return {
    tracks,
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  };
}

let streams: ReturnType<typeof fakeStream>[];
let listeners: Map<string, () => void>;
let enumerateDevices: ReturnType<typeof vi.fn>;
let contexts: { close: ReturnType<typeof vi.fn> }[];
let frames: FrameRequestCallback[];

beforeEach(() => {
  streams = [];
  listeners = new Map();
  contexts = [];
  frames = [];
  enumerateDevices = vi.fn(async () => [
    { kind: 'videoinput', deviceId: 'camera-1', label: '', groupId: 'a' },
    { kind: 'audioinput', deviceId: 'microphone-1', label: 'Headset', groupId: 'a' },
  ]);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) => {
        const stream = fakeStream(constraints.video ? ['video', 'audio'] : ['audio']);
        streams.push(stream);
        return stream;
      }),
      enumerateDevices,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    },
  });
  vi.stubGlobal('RTCPeerConnection', class {});
  // A microphone whose samples all sit at 0.1: an RMS of 0.1, shown as 0.4.
  vi.stubGlobal(
    'AudioContext',
    class {
      close = vi.fn(async () => {});
      constructor() {
        contexts.push(this);
      }
      createAnalyser() {
        return { fftSize: 0, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.1) };
      }
      createMediaStreamSource() {
        return { connect: vi.fn(), disconnect: vi.fn() };
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('useLocalMedia', () => {
  it('asks for the chosen devices, stops the old tracks on a change and every track on unmount', async () => {
    const { result, rerender, unmount } = renderHook((choice) => useLocalMedia(choice), {
      initialProps: { cameraId: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.hasVideo).toBe(true));
    expect(result.current.cameras).toEqual([{ value: 'camera-1', label: 'Camera 1' }]);
    expect(result.current.microphones).toEqual([{ value: 'microphone-1', label: 'Headset' }]);

    rerender({ cameraId: 'camera-1' });
    for (const track of streams[0]?.tracks ?? []) expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenLastCalledWith({
      video: { deviceId: { exact: 'camera-1' } },
      audio: true,
    });
    unmount();
    for (const track of streams[1]?.tracks ?? []) expect(track.stop).toHaveBeenCalled();
  });

  it('reads the devices again when one is plugged in or out', async () => {
    const { result } = renderHook(() => useLocalMedia({}));
    await waitFor(() => expect(result.current.cameras).toHaveLength(1));
    enumerateDevices.mockResolvedValue([
      { kind: 'videoinput', deviceId: 'camera-1', label: 'Built-in', groupId: 'a' },
      { kind: 'videoinput', deviceId: 'camera-2', label: 'USB Camera', groupId: 'b' },
    ]);
    await act(async () => listeners.get('devicechange')?.());
    await waitFor(() =>
      expect(result.current.cameras.map((camera) => camera.label)).toEqual(['Built-in', 'USB Camera']),
    );
  });

  it('reads the microphone level from an AnalyserNode and closes it on unmount', async () => {
    const { result, unmount } = renderHook(() => useLocalMedia({}));
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    act(() => frames.shift()?.(0));
    expect(result.current.level).toBeCloseTo(0.4, 5);
    unmount();
    expect(contexts[0]?.close).toHaveBeenCalled();
    expect(cancelAnimationFrame).toHaveBeenCalled();
  });
});
