import { Container, Heading, Stack } from '@telehealth/ui';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';

// Temporary until the settings frame (issue 12 part A) lands: it renders these tabs itself.
const tabs = {
  email: { title: 'Email Templates', Tab: lazy(() => import('../../features/settings/EmailTemplatesTab')) },
  sms: { title: 'SMS Templates', Tab: lazy(() => import('../../features/settings/SmsTemplatesTab')) },
  prescription: {
    title: 'Prescription Templates',
    Tab: lazy(() => import('../../features/settings/PrescriptionTemplatesTab')),
  },
} as const;

/** One template tab of Settings at its own address (/admin/settings/email, sms, prescription). */
export default function TemplateSettingsPage({ tab }: { tab: keyof typeof tabs }) {
  const { title, Tab } = tabs[tab];
  useDocumentTitle(`Settings: ${title}`);
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Heading level={1}>Settings</Heading>
        <Suspense fallback={null}>
          <Tab />
        </Suspense>
      </Stack>
    </Container>
  );
}
