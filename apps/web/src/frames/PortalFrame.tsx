import { useUser } from '@telehealth/api';
import { RealtimeProvider, useLiveUnreadCount, useRealtimeContext } from '@telehealth/realtime';
import { Logo, PageShell, Sidebar, SidebarLayout, Stack, Text } from '@telehealth/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isMenuItemActive, menuLabel } from '../navigation/menus';
import { type PortalName, portals } from '../navigation/portals';
import { FullPageStatus } from './FullPageStatus';
import { RouterLink } from './RouterLink';
import { SignOutButton } from './SignOutButton';
import { copyrightLine } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface PortalFrameProps {
  /** Which signed-in area: its title, menu and navigation landmark's name (navigation/portals.ts). */
  portal: PortalName;
}

/**
 * A signed-in area: the public header on top, the area's sidebar, and the page loaded lazily. It owns the chat
 * socket of the signed-in user (a fresh one after switching accounts), so the public pages never load it.
 */
export function PortalFrame(props: PortalFrameProps) {
  const { user } = useUser();
  // A provider above (tests, stories) supplies its own client.
  if (useRealtimeContext()) return <PortalFrameContent {...props} />;
  return (
    <RealtimeProvider userId={user?.id}>
      <PortalFrameContent {...props} />
    </RealtimeProvider>
  );
}

function PortalFrameContent({ portal }: PortalFrameProps) {
  const { title, subtitle, items, navigationLabel } = portals[portal];
  const { pathname } = useLocation();
  const unread = useLiveUnreadCount().count;
  return (
    <PageShell header={<SiteHeader />}>
      <SidebarLayout
        mobileTitle={title}
        sidebar={
          <Sidebar
            logo={<Logo variant="mark" />}
            title={title}
            subtitle={subtitle}
            label={navigationLabel}
            items={items.map((item) => ({ href: item.href, label: menuLabel(item, unread) }))}
            isActive={(href) => {
              const item = items.find((candidate) => candidate.href === href);
              return item ? isMenuItemActive(item, pathname) : false;
            }}
            linkComponent={RouterLink}
            footer={
              <Stack gap="medium">
                <SignOutButton />
                <Text tone="muted" size="small">
                  {copyrightLine()}
                </Text>
              </Stack>
            }
          />
        }
      >
        <Suspense fallback={<FullPageStatus label="Loading application..." />}>
          <Outlet />
        </Suspense>
      </SidebarLayout>
    </PageShell>
  );
}
