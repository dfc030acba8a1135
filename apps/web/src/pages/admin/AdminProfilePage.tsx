import { api, useAddressProvider, useUser } from '@telehealth/api';
import type { AdminProfileInput } from '@telehealth/contract';
import { AdminProfileForm } from '@telehealth/forms';
import { Container, Heading, LoadState, Stack } from '@telehealth/ui';
import { ProfileTabs, profileSaveToasts } from '../../features/profile/ProfileTabs';
import { useAction } from '../../features/shared/useAction';
import { useDocumentTitle } from '../useDocumentTitle';

/** The admin's own profile and password, as two tabs (`?tab=password` opens the second; docs/product/settings.md). */
export default function AdminProfilePage() {
  useDocumentTitle('Admin Profile');
  const { user, isLoading } = useUser();
  const addressProvider = useAddressProvider();
  const updateProfile = api.profile.updateAdminProfile.useMutation();
  const saveProfile = useAction(
    (profile: AdminProfileInput) => updateProfile.trigger({ body: profile }),
    profileSaveToasts,
  );
  const changePassword = api.profile.changeAdminPassword.useMutation();
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Admin Profile</Heading>
        <ProfileTabs
          changePassword={(body) => changePassword.trigger({ body })}
          profile={
            <LoadState
              data={isLoading ? undefined : (user ?? undefined)}
              loadingLabel="Loading profile"
              loadingIndicator="spinner"
            >
              {(admin) => (
                <AdminProfileForm
                  defaultValues={admin}
                  onSubmit={saveProfile}
                  addressProvider={addressProvider}
                />
              )}
            </LoadState>
          }
        />
      </Stack>
    </Container>
  );
}
