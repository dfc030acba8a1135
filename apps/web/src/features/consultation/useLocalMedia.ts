import { type DeviceCheckFailure, deviceCheckFailureOf } from '@telehealth/contract';
import { useEffect, useState } from 'react';

/** A camera or microphone to choose from. */
export interface DeviceOption {
  value: string;
  label: string;
}

export interface LocalMedia {
  /** The chosen camera's and microphone's stream (audio only when the camera failed), or null before or without. */
  stream: MediaStream | null;
  /** What failed, or null. A camera failure with a working microphone keeps the audio stream. */
  failure: DeviceCheckFailure | null;
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  /** Whether the stream carries video: Join needs it, Join without video does not. */
  hasVideo: boolean;
  /** The microphone's loudness now, 0 to 1. */
  level: number;
}

export interface LocalMediaChoice {
  cameraId?: string | undefined;
  microphoneId?: string | undefined;
  /** Audio only: the camera is not asked for (after 'Join without video'). */
  audioOnly?: boolean;
}

/** Whether this browser can make a call at all: getUserMedia and RTCPeerConnection. */
export function supportsCalls(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof globalThis.RTCPeerConnection === 'function'
  );
}

function stopAll(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function constraint(deviceId: string | undefined): MediaTrackConstraints | boolean {
  return deviceId ? { deviceId: { exact: deviceId } } : true;
}

/** The devices of a kind as options; a device with no label yet (no permission) gets a numbered name. */
function optionsOf(devices: MediaDeviceInfo[], kind: MediaDeviceKind, noun: string): DeviceOption[] {
  return devices
    .filter((device) => device.kind === kind && device.deviceId)
    .map((device, index) => ({ value: device.deviceId, label: device.label || `${noun} ${index + 1}` }));
}

/**
 * The device check's media (docs/product/consultations.md, On screen): the camera and microphone from
 * getUserMedia, the devices to choose from (read again on `devicechange`), and the microphone's level from a Web
 * Audio AnalyserNode. Every track is stopped, and the audio graph closed, on unmount and on a change of device.
 * When camera and microphone together fail, the microphone alone is tried, so Join without video still has sound.
 */
export function useLocalMedia({ cameraId, microphoneId, audioOnly = false }: LocalMediaChoice): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failure, setFailure] = useState<DeviceCheckFailure | null>(() =>
    supportsCalls() ? null : 'noWebRtc',
  );
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [level, setLevel] = useState(0);

  // The stream for the chosen devices, replaced (and the old one stopped) when they change.
  useEffect(() => {
    if (!supportsCalls()) {
      setFailure('noWebRtc');
      return;
    }
    let current: MediaStream | null = null;
    let cancelled = false;
    const media = navigator.mediaDevices;
    const audio = constraint(microphoneId);
    const open = async () => {
      let failed: DeviceCheckFailure | null = null;
      if (!audioOnly) {
        try {
          current = await media.getUserMedia({ video: constraint(cameraId), audio });
        } catch (error) {
          failed = deviceCheckFailureOf((error as { name?: string } | null)?.name);
        }
      }
      if (!current && failed !== 'permissionDenied') {
        try {
          current = await media.getUserMedia({ audio });
        } catch (error) {
          failed ??= deviceCheckFailureOf((error as { name?: string } | null)?.name);
        }
      }
      if (cancelled) {
        stopAll(current);
        return;
      }
      setStream(current);
      setFailure(failed);
      // Labels come only once the page may use the devices, so the list is read after asking.
      setDevices(await media.enumerateDevices().catch(() => []));
    };
    void open();
    return () => {
      cancelled = true;
      stopAll(current);
      setStream(null);
    };
  }, [cameraId, microphoneId, audioOnly]);

  // A device plugged in or out.
  useEffect(() => {
    if (!supportsCalls()) return;
    const media = navigator.mediaDevices;
    const reread = () => {
      void media.enumerateDevices().then(setDevices, () => {});
    };
    media.addEventListener?.('devicechange', reread);
    return () => media.removeEventListener?.('devicechange', reread);
  }, []);

  // The microphone's level, read every frame while the stream lasts.
  useEffect(() => {
    const Context = globalThis.AudioContext;
    if (!stream || stream.getAudioTracks().length === 0 || typeof Context !== 'function') return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const read = () => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around 0.05 to 0.2 RMS: scaled so that a normal voice lights most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [stream]);

  return {
    stream,
    failure,
    cameras: optionsOf(devices, 'videoinput', 'Camera'),
    microphones: optionsOf(devices, 'audioinput', 'Microphone'),
    hasVideo: (stream?.getVideoTracks().length ?? 0) > 0,
    level,
  };
}
