import { MessagingScreen } from './MessagingScreen';

const assessments = { href: (id: number) => `/practitioner/assessments/${id}` };

/** /practitioner/messages: the practitioner's patients, with assessment context (`?assessmentId=`). */
export default function PractitionerMessagesPage() {
  return (
    <MessagingScreen
      title="Messages"
      description="Conversations with your patients."
      listLabel="Your patients"
      emptyTitle="No patients to message yet"
      assessments={assessments}
    />
  );
}
