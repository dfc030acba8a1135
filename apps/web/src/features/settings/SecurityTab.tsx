import { useUser } from '@telehealth/api';
import { EmailVerificationCard } from './EmailVerificationCard';

/** Security (Part 2 §2): the email verification card, for admins only (otherwise nothing). */
export default function SecurityTab() {
  const { user } = useUser();
  if (!user?.isAdmin) return null;
  return <EmailVerificationCard email={user.email} />;
}
