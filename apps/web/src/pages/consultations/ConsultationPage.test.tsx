import { type MockRequest, mockFailure } from '@telehealth/api';
import { consultationMessages, deviceCheckMessages } from '@telehealth/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { preloadPages, renderRoute } from '../../test/renderRoute';

// The room at /consultations/:appointmentId (docs/product/consultations.md, On screen): the server's refusals, the
// device check over a fake navigator.mediaDevices, Join and Join without video, and the waiting room.

const path = '/consultations/3';

function room(role: 'patient' | 'practitioner') {
  return {
    appointment: {
      id: 3,
      startsAt: '2026-09-01T04:00:00.000Z',
      endsAt: '2026-09-01T04:15:00.000Z',
      status: 'scheduled',
      assessmentId: null,
    },
    role,
    otherParty:
      role === 'patient'
        ? { userId: 2, displayName: 'Dr Sarah Chen' }
        : { userId: 4, displayName: 'Sam Taylor' },
    ...(role === 'practitioner' ? { patientMobile: '+61412345678' } : {}),
    window: { opensAt: '2026-09-01T03:50:00.000Z', closesAt: '2026-09-01T04:45:00.000Z' },
    consultation: null,
    iceServers: [],
    iceTransportPolicy: 'all',
  };
}

interface FakeTrack {
  kind: 'audio' | 'video';
  stop: ReturnType<typeof vi.fn>;
  getSettings: () => { deviceId: string };
}

/** A MediaStream as the page uses it: its tracks, each with `stop`. */
function fakeStream(kinds: ('audio' | 'video')[]) {
  const tracks: FakeTrack[] = kinds.map((kind) => ({
    kind,
    stop: vi.fn(),
    getSettings: () => ({ deviceId: kind === 'video' ? 'camera-1' : 'microphone-1' }),
  }));
  return {
    tracks,
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  } as unknown as MediaStream & { tracks: FakeTrack[] };
}

const devices = [
  { kind: 'videoinput', deviceId: 'camera-1', label: 'FaceTime HD Camera', groupId: 'a' },
  { kind: 'videoinput', deviceId: 'camera-2', label: 'USB Camera', groupId: 'b' },
  { kind: 'audioinput', deviceId: 'microphone-1', label: 'Built-in Microphone', groupId: 'a' },
];

let getUserMedia: ReturnType<typeof vi.fn>;
let streams: (MediaStream & { tracks: FakeTrack[] })[];

/** getUserMedia answers each call with `answer(constraints)`: a stream of the kinds asked for, or a rejection. */
function installMedia(answer: (constraints: MediaStreamConstraints) => 'ok' | string = () => 'ok') {
  streams = [];
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const result = answer(constraints);
    if (result !== 'ok') throw new DOMException('refused', result);
    const stream = fakeStream(constraints.video ? ['video', 'audio'] : ['audio']);
    streams.push(stream);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: vi.fn(async () => devices),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  vi.stubGlobal('RTCPeerConnection', class {});
}

beforeAll(() => preloadPages(path));
beforeEach(() => installMedia());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('/consultations/:appointmentId refused', () => {
  it.each([
    [403, consultationMessages.tooEarly],
    [403, consultationMessages.ended],
    [403, consultationMessages.cancelled],
    [404, consultationMessages.notFound],
  ])('shows the server’s %i in its words with a way back: %s', async (status, message) => {
    const { container } = renderRoute(path, {
      '/api/user': users.patient,
      '/api/consultations/3': mockFailure(status, message),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your appointments' })).toHaveAttribute(
      'href',
      '/dashboard/appointments',
    );
    // No camera is asked for a room that will not open.
    expect(getUserMedia).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('leads the practitioner back to their schedule', async () => {
    renderRoute(path, {
      '/api/user': users.practitioner,
      '/api/consultations/3': mockFailure(403, consultationMessages.ended),
    });
    expect(await screen.findByRole('link', { name: 'Back to your schedule' })).toHaveAttribute(
      'href',
      '/practitioner/schedule',
    );
  });

  it('leads an admin, refused as a stranger, back to their own dashboard', async () => {
    renderRoute(path, {
      '/api/user': users.admin,
      '/api/consultations/3': mockFailure(404, consultationMessages.notFound),
    });
    expect(await screen.findByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('answers an address with no appointment id as not found, asking nothing', async () => {
    const asked: MockRequest[] = [];
    renderRoute('/consultations/abc', {
      '/api/user': users.patient,
      '/api/consultations/abc': (request: MockRequest) => {
        asked.push(request);
        return room('patient');
      },
    });
    expect(await screen.findByText(consultationMessages.notFound)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe('/consultations/:appointmentId device check', () => {
  it('previews the camera, lists the devices, and joins the waiting room with video', async () => {
    const reads: MockRequest[] = [];
    const { container } = renderRoute(path, {
      '/api/user': users.patient,
      '/api/consultations/3': (request: MockRequest) => {
        reads.push(request);
        return room('patient');
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation with Dr Sarah Chen' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true }));
    expect(await screen.findByRole('combobox', { name: 'Camera' })).toHaveTextContent('FaceTime HD Camera');
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveTextContent('Built-in Microphone');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    // The room is read once: a focused tab does not read it (and audit it, and issue credentials) again.
    fireEvent.focus(window);
    fireEvent(document, new Event('visibilitychange'));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Dr Sarah Chen will let you in shortly.')).toBeInTheDocument();
    // One's own preview stays; there are no controls before the call itself.
    expect(screen.getByRole('figure', { name: /^You/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
    expect(reads).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('shows the practitioner the patient’s name, and that they are expected', async () => {
    renderRoute(path, { '/api/user': users.practitioner, '/api/consultations/3': room('practitioner') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation with Sam Taylor' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Waiting for Sam Taylor to join.')).toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', 'permissionDenied'],
    ['SecurityError', 'permissionDenied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'cameraInUse'],
    ['AbortError', 'cameraInUse'],
    ['TypeError', 'generic'],
  ] as const)(
    'says what to do when the camera fails with %s, and still joins without video',
    async (name, failure) => {
      // The camera fails; the microphone alone works (except where the browser refuses both).
      installMedia((constraints) => (constraints.video ? name : 'ok'));
      const { container } = renderRoute(path, {
        '/api/user': users.patient,
        '/api/consultations/3': room('patient'),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(deviceCheckMessages[failure].title);
      expect(alert).toHaveTextContent(deviceCheckMessages[failure].action);
      // A refused permission is not asked again for the microphone alone.
      expect(getUserMedia).toHaveBeenCalledTimes(failure === 'permissionDenied' ? 1 : 2);
      expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
      await expectNoAxeViolations(container);
      await userEvent.click(screen.getByRole('button', { name: 'Join without video' }));
      expect(await screen.findByText('Dr Sarah Chen will let you in shortly.')).toBeInTheDocument();
    },
  );

  it('says the browser cannot make calls without RTCPeerConnection, and still offers Join without video', async () => {
    vi.stubGlobal('RTCPeerConnection', undefined);
    renderRoute(path, { '/api/user': users.patient, '/api/consultations/3': room('patient') });
    expect(await screen.findByRole('alert')).toHaveTextContent(deviceCheckMessages.noWebRtc.title);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Join without video' })).toBeEnabled();
  });

  it('says the browser cannot make calls without navigator.mediaDevices', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    renderRoute(path, { '/api/user': users.patient, '/api/consultations/3': room('patient') });
    expect(await screen.findByRole('alert')).toHaveTextContent(deviceCheckMessages.noWebRtc.title);
  });

  it('drops the camera after Join without video, and stops every track on leaving the page', async () => {
    const { unmount } = renderRoute(path, {
      '/api/user': users.patient,
      '/api/consultations/3': room('patient'),
    });
    await waitFor(() => expect(streams).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Join without video' }));
    expect(await screen.findByText('Dr Sarah Chen will let you in shortly.')).toBeInTheDocument();
    // The camera's stream is stopped, and the microphone alone asked for.
    await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true }));
    for (const track of streams[0]?.tracks ?? []) expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(streams).toHaveLength(2));
    act(() => unmount());
    for (const track of streams[1]?.tracks ?? []) expect(track.stop).toHaveBeenCalled();
  });
});

describe('the room’s heading region', () => {
  it('names the page in the document title', async () => {
    renderRoute(path, { '/api/user': users.patient, '/api/consultations/3': room('patient') });
    await screen.findByRole('heading', { level: 1, name: 'Consultation with Dr Sarah Chen' });
    await waitFor(() => expect(document.title).toMatch(/^Consultation with Dr Sarah Chen/));
    expect(
      within(document.body).getByRole('navigation', { name: 'Dashboard navigation' }),
    ).toBeInTheDocument();
  });
});
