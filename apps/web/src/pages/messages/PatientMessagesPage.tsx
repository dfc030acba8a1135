import { MessagingScreen } from './MessagingScreen';

/** /dashboard/messages: the patient and their practitioners. */
export default function PatientMessagesPage() {
  return (
    <MessagingScreen
      title="Messages"
      description="Conversations with your practitioners."
      listLabel="Your practitioners"
      emptyTitle="No practitioners to message yet"
    />
  );
}
