import { useUser } from '@telehealth/api';
import { PortalFrame } from '../../frames/PortalFrame';
import { homeFor } from '../../navigation/homeFor';
import { portalAt } from '../../navigation/portals';

/**
 * The frame of a consultation, which both of its people open at one address: the signed-in user's own area (the
 * patient's or the practitioner's menu), so the way back is their own.
 */
export function ConsultationFrame() {
  const { user } = useUser();
  return <PortalFrame portal={(user && portalAt(homeFor(user))) || 'patient'} />;
}
