import { Container, Heading, Stack, Tabs, Text } from '@telehealth/ui';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { TabLoading } from '../../features/settings/TabPanel';
import { SETTINGS_BASE, settingsTabOf, settingsTabs } from '../../features/settings/tabs';
import { useDocumentTitle } from '../useDocumentTitle';

/** The settings area (docs/product/settings.md). Each tab is a route of its own (`/admin/settings/{tab}`), so it can be linked. */
export default function SettingsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = settingsTabOf(pathname);
  const label = settingsTabs.find((tab) => tab.id === active)?.label ?? 'Settings';
  useDocumentTitle(`${label} · Settings`);
  return (
    <Container>
      <Stack gap="large" paddingY="large">
        <Stack gap="xsmall">
          <Heading level={1}>Settings</Heading>
          <Text tone="muted">Company, fees, templates, post and notifications.</Text>
        </Stack>
        <Tabs.Root value={active} onValueChange={(tab) => navigate(`${SETTINGS_BASE}/${tab}`)}>
          {/* Eight sections: one row, never two (docs/product/admin.md). */}
          <Tabs.List aria-label="Settings sections" overflow="scroll">
            {settingsTabs.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={active}>
            <Suspense fallback={<TabLoading />}>
              <Outlet />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
