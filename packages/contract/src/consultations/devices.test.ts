import { describe, expect, it } from 'vitest';
import { deviceCheckFailureOf, deviceCheckFailures, deviceCheckMessages } from './devices';

describe('deviceCheckMessages', () => {
  it('has a title and what to do for every failure', () => {
    for (const failure of deviceCheckFailures) {
      expect(deviceCheckMessages[failure].title.length).toBeGreaterThan(0);
      expect(deviceCheckMessages[failure].action).toMatch(/\.$/);
    }
  });

  it('tells how to allow the devices in the browser, and which browsers make calls', () => {
    expect(deviceCheckMessages.permissionDenied.action).toContain('padlock');
    expect(deviceCheckMessages.permissionDenied.action).toContain('reload this page');
    expect(deviceCheckMessages.noWebRtc.action).toBe(
      'Please open this page in a current version of Chrome, Edge, Firefox or Safari.',
    );
  });

  it('offers joining without video wherever that still works', () => {
    for (const failure of ['noCamera', 'cameraInUse', 'generic'] as const) {
      expect(deviceCheckMessages[failure].action).toContain('join without video');
    }
  });
});

describe('deviceCheckFailureOf', () => {
  it('reads the errors getUserMedia throws in each browser', () => {
    expect(deviceCheckFailureOf('NotAllowedError')).toBe('permissionDenied');
    expect(deviceCheckFailureOf('SecurityError')).toBe('permissionDenied');
    expect(deviceCheckFailureOf('NotFoundError')).toBe('noCamera');
    expect(deviceCheckFailureOf('OverconstrainedError')).toBe('noCamera');
    expect(deviceCheckFailureOf('NotReadableError')).toBe('cameraInUse');
    expect(deviceCheckFailureOf('AbortError')).toBe('cameraInUse');
    expect(deviceCheckFailureOf('NoWebRtc')).toBe('noWebRtc');
  });

  it('falls back to the generic message for anything else', () => {
    expect(deviceCheckFailureOf('TypeError')).toBe('generic');
    expect(deviceCheckFailureOf(undefined)).toBe('generic');
  });
});
