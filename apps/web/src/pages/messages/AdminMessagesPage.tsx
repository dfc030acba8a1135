import { useUser } from '@telehealth/api';
import { BroadcastComposer } from '../../features/messages/BroadcastComposer';
import { MessagingScreen } from './MessagingScreen';

const assessments = { href: (id: number) => `/admin/assessments/${id}` };

/** /admin/messaging ('Messages'): every conversation, and a broadcast to all patients. */
export default function AdminMessagesPage() {
  const { user } = useUser();
  return (
    <MessagingScreen
      title="Messages"
      description="Conversations and broadcasts."
      listLabel="Conversations"
      emptyTitle="No conversations yet"
      assessments={assessments}
      aside={user ? <BroadcastComposer senderId={user.id} /> : null}
    />
  );
}
