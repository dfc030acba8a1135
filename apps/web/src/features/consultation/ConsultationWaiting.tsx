import { type ConsultationJoinMode, type ConsultationRole, waitingRoomMessage } from '@telehealth/contract';
import { CallLayout, Text, VideoTile } from '@telehealth/ui';
import * as styles from './consultation.css';

export interface ConsultationWaitingProps {
  role: ConsultationRole;
  /** The other person as the room names them: 'Dr Sarah Chen', or the patient's name. */
  otherName: string;
  stream: MediaStream | null;
  mode: ConsultationJoinMode;
}

/**
 * The room once joined, before the call connects: the other person's tile (no picture yet), one's own preview and
 * the notice. The patient reads the waiting room's words ('Dr Sarah Chen will let you in shortly.'); the
 * practitioner, that the patient is expected. The controls come with the call itself.
 */
export function ConsultationWaiting({ role, otherName, stream, mode }: ConsultationWaitingProps) {
  const notice = role === 'patient' ? waitingRoomMessage(otherName) : `Waiting for ${otherName} to join.`;
  return (
    <div className={styles.stage}>
      <CallLayout
        remote={<VideoTile stream={null} name={otherName} />}
        self={<VideoTile stream={stream} name="You" self cameraOff={mode === 'audio'} />}
        notice={
          <Text role="status" weight="bold">
            {notice}
          </Text>
        }
        controls={null}
      />
    </div>
  );
}
