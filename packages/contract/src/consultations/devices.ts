// The device check's failure messages: what went wrong with the camera or microphone, and what to do about it
// (docs/product/consultations.md, The room). One constant for the web app's device check and its tests; the design
// system's DeviceCheck shows whichever one the app passes. The words, plain and kind:
//
// - permissionDenied: 'Your camera and microphone are blocked' / 'This browser has been told not to let this site
//   use them. Select the padlock or site settings icon beside the web address, set Camera and Microphone to Allow,
//   then reload this page.'
// - noCamera: 'No camera was found' / 'Check that your camera is plugged in and switched on, then choose it above.
//   You can also join without video: the practitioner will still hear you.'
// - cameraInUse: 'Your camera is being used by another app' / 'Close other apps or browser tabs that may be using it,
//   such as another video call, then try again. You can also join without video.'
// - noWebRtc: 'This browser cannot make video calls' / 'Please open this page in a current version of Chrome, Edge,
//   Firefox or Safari.'
// - generic: 'Your camera or microphone could not be started' / 'Check that they are connected and not used by
//   another app, then reload this page. You can also join without video.'

/** What can go wrong when the device check asks for the camera and microphone. */
export const deviceCheckFailures = [
  'permissionDenied',
  'noCamera',
  'cameraInUse',
  'noWebRtc',
  'generic',
] as const;
export type DeviceCheckFailure = (typeof deviceCheckFailures)[number];

/** One failure's words: a short title, and what to do about it. */
export interface DeviceCheckMessage {
  title: string;
  action: string;
}

export const deviceCheckMessages: Record<DeviceCheckFailure, DeviceCheckMessage> = {
  permissionDenied: {
    title: 'Your camera and microphone are blocked',
    action:
      'This browser has been told not to let this site use them. Select the padlock or site settings icon beside the web address, set Camera and Microphone to Allow, then reload this page.',
  },
  noCamera: {
    title: 'No camera was found',
    action:
      'Check that your camera is plugged in and switched on, then choose it above. You can also join without video: the practitioner will still hear you.',
  },
  cameraInUse: {
    title: 'Your camera is being used by another app',
    action:
      'Close other apps or browser tabs that may be using it, such as another video call, then try again. You can also join without video.',
  },
  noWebRtc: {
    title: 'This browser cannot make video calls',
    action: 'Please open this page in a current version of Chrome, Edge, Firefox or Safari.',
  },
  generic: {
    title: 'Your camera or microphone could not be started',
    action:
      'Check that they are connected and not used by another app, then reload this page. You can also join without video.',
  },
};

/**
 * The failure for an error of `getUserMedia` (its `name`, a DOMException's), or `noWebRtc` when the browser has no
 * `getUserMedia` or `RTCPeerConnection` at all (pass `'NoWebRtc'`). Anything unknown is `generic`.
 */
export function deviceCheckFailureOf(errorName: string | undefined): DeviceCheckFailure {
  switch (errorName) {
    // Chrome and Firefox say NotAllowedError; old Safari and a page outside a secure context, SecurityError.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissionDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    // Windows reports a camera held by another app as NotReadableError (Chrome) or AbortError (Firefox).
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'cameraInUse';
    case 'NoWebRtc':
      return 'noWebRtc';
    default:
      return 'generic';
  }
}
