import { useUser } from '@telehealth/api';
import { Stack } from '@telehealth/ui';
import { TwoStepSignInCard } from '../shared/TwoStepSignInCard';
import { EmailVerificationCard } from './EmailVerificationCard';

/** Security (docs/product/settings.md): the email verification card and two-step sign-in, for admins only (otherwise nothing). */
export default function SecurityTab() {
  const { user } = useUser();
  if (!user?.isAdmin) return null;
  return (
    <Stack gap="large">
      <EmailVerificationCard email={user.email} />
      <TwoStepSignInCard />
    </Stack>
  );
}
