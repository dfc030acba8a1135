import {
  type PasswordChangeRequest,
  passwordChangeMessages,
  passwordUpdateFailedMessage,
  profileMessages,
  profileUpdateFailedMessage,
} from '@telehealth/contract';
import { PasswordChangeForm } from '@telehealth/forms';
import { Card, Tabs } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ActionOptions, thrownMessage, useAction } from '../shared/useAction';

/** The toasts of a profile save: 'Profile Updated', or 'Failed to update profile. {message}'. */
export const profileSaveToasts: ActionOptions<unknown[], unknown> = {
  success: { title: profileMessages.profileUpdatedTitle, tone: 'positive' },
  failure: (error) => ({
    title: 'Error',
    description: profileUpdateFailedMessage(thrownMessage(error)),
    tone: 'critical',
  }),
};

export interface ProfileTabsProps {
  /** The Profile Information tab's content: the role's own profile form (or its loading state). */
  profile: ReactNode;
  /** Sends `{ currentPassword, newPassword }`; every session ends after it. */
  changePassword: (body: PasswordChangeRequest) => Promise<unknown>;
}

/**
 * Profile Information and Change Password as two tabs (docs/product/settings.md); `?tab=password` opens the second.
 * A changed password ends every session, so the user is sent to sign in again.
 */
export function ProfileTabs({ profile, changePassword }: ProfileTabsProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'profile';
  const savePassword = useAction((body: PasswordChangeRequest) => changePassword(body), {
    success: {
      title: passwordChangeMessages.updatedTitle,
      description: 'Please sign in again.',
      tone: 'positive',
    },
    failure: (error) => ({
      title: 'Error',
      description: passwordUpdateFailedMessage(thrownMessage(error)),
      tone: 'critical',
    }),
    onSuccess: () => navigate('/auth', { replace: true }),
  });
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setParams(next === 'password' ? { tab: 'password' } : {}, { replace: true })}
    >
      <Tabs.List aria-label="Profile sections">
        <Tabs.Trigger value="profile">Profile Information</Tabs.Trigger>
        <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile">
        <Card padding="large">{profile}</Card>
      </Tabs.Content>
      <Tabs.Content value="password">
        <Card padding="large">
          <PasswordChangeForm onSubmit={savePassword} />
        </Card>
      </Tabs.Content>
    </Tabs.Root>
  );
}
