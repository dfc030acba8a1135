import { type AdminPractitioner, formatDate } from '@telehealth/contract';
import { DetailList } from '../../frames/DetailList';
import { SectionCard } from '../../frames/SectionCard';
import { useViewerZone } from '../shared/useViewerZone';
import { PractitionerStatusBadges } from './PractitionerStatusBadges';

/** A practitioner's account and profile as the admin sees them. */
export function PractitionerProfile({ practitioner }: { practitioner: AdminPractitioner }) {
  const zone = useViewerZone();
  return (
    <SectionCard id="practitioner-profile" title="Profile">
      <DetailList
        rows={[
          ['Status', <PractitionerStatusBadges key="status" practitioner={practitioner} />],
          ['Name', `${practitioner.firstName} ${practitioner.lastName}`],
          ['Name patients see', practitioner.name],
          ['Email', practitioner.email],
          ['Phone', practitioner.phone ?? '—'],
          ['Specialisation', practitioner.specialization || '—'],
          ['AHPRA registration number', practitioner.ahpraNumber ?? '—'],
          ['Prescriber number', practitioner.prescriberNumber ?? '—'],
          ['Signature', practitioner.hasSignature ? 'On file' : 'Not uploaded'],
          ['Appointments per hour', String(practitioner.appointmentLimit)],
          ['Added', formatDate(practitioner.createdAt, zone)],
          ['Bio', practitioner.bio || '—'],
        ]}
      />
    </SectionCard>
  );
}
