import {
  type PasswordChangeRequest,
  passwordChangeMessages,
  passwordUpdateFailedMessage,
  profileMessages,
  profileUpdateFailedMessage,
} from '@telehealth/contract';
import { PasswordChangeForm } from '@telehealth/forms';
import { Card, Tabs, toast } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Saves a profile, then says so in a toast ('Profile Updated', or 'Failed to update profile. {message}'). */
export async function saveProfileWithToast(save: () => Promise<unknown>): Promise<void> {
  try {
    await save();
    toast({ title: profileMessages.profileUpdatedTitle, tone: 'positive' });
  } catch (error) {
    toast({ title: 'Error', description: profileUpdateFailedMessage(messageOf(error)), tone: 'critical' });
  }
}

export interface ProfileTabsProps {
  /** The Profile Information tab's content: the role's own profile form (or its loading state). */
  profile: ReactNode;
  /** Sends `{ currentPassword, newPassword }`; every session ends after it. */
  changePassword: (body: PasswordChangeRequest) => Promise<unknown>;
}

/**
 * Profile Information and Change Password as two tabs (Part 2 §2; journeys §4); `?tab=password` opens the second.
 * A changed password ends every session, so the user is sent to sign in again.
 */
export function ProfileTabs({ profile, changePassword }: ProfileTabsProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'profile';
  const savePassword = async (body: PasswordChangeRequest) => {
    try {
      await changePassword(body);
      toast({
        title: passwordChangeMessages.updatedTitle,
        description: 'Please sign in again.',
        tone: 'positive',
      });
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({ title: 'Error', description: passwordUpdateFailedMessage(messageOf(error)), tone: 'critical' });
    }
  };
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
