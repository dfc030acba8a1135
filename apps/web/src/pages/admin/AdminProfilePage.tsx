import { useAddressProvider, useChangeAdminPassword, useUpdateAdminProfile, useUser } from '@telehealth/api';
import {
  type AdminProfile,
  type PasswordChangeRequest,
  passwordChangeMessages,
  passwordUpdateFailedMessage,
  profileMessages,
  profileUpdateFailedMessage,
} from '@telehealth/contract';
import { AdminProfileForm, PasswordChangeForm } from '@telehealth/forms';
import { Card, Container, Heading, Spinner, Stack, Tabs, toast } from '@telehealth/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../useDocumentTitle';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Part 2 §2: the admin's own profile and password, as two tabs (`?tab=password` opens the second). */
export default function AdminProfilePage() {
  useDocumentTitle('Admin Profile');
  const { user, isLoading } = useUser();
  const addressProvider = useAddressProvider();
  const updateProfile = useUpdateAdminProfile();
  const changePassword = useChangeAdminPassword();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'password' ? 'password' : 'profile';

  const saveProfile = async (profile: AdminProfile) => {
    try {
      await updateProfile.trigger(profile);
      toast({ title: profileMessages.profileUpdatedTitle, tone: 'positive' });
    } catch (error) {
      toast({ title: 'Error', description: profileUpdateFailedMessage(messageOf(error)), tone: 'critical' });
    }
  };
  const savePassword = async (body: PasswordChangeRequest) => {
    try {
      await changePassword.trigger(body);
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
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Admin Profile</Heading>
        <Tabs.Root
          value={tab}
          onValueChange={(next) =>
            setParams(next === 'password' ? { tab: 'password' } : {}, { replace: true })
          }
        >
          <Tabs.List aria-label="Profile sections">
            <Tabs.Trigger value="profile">Profile Information</Tabs.Trigger>
            <Tabs.Trigger value="password">Change Password</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <Card padding="large">
              {isLoading || !user ? (
                <Spinner label="Loading profile" />
              ) : (
                <AdminProfileForm
                  defaultValues={user}
                  onSubmit={saveProfile}
                  addressProvider={addressProvider}
                />
              )}
            </Card>
          </Tabs.Content>
          <Tabs.Content value="password">
            <Card padding="large">
              <PasswordChangeForm onSubmit={savePassword} />
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
