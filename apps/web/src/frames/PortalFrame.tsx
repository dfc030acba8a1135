import { useUser } from '@telehealth/api';
import { RealtimeProvider, useLiveUnreadCount, useRealtimeContext } from '@telehealth/realtime';
import { Button, Logo, PageShell, Sidebar, SidebarLayout, Stack, Text } from '@telehealth/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { homeFor } from '../navigation/homeFor';
import { isMenuItemActive, menuLabel } from '../navigation/menus';
import { type PortalName, portalAt, portals } from '../navigation/portals';
import { FullPageStatus } from './FullPageStatus';
import { RouterLink } from './RouterLink';
import { SignOutButton } from './SignOutButton';
import { copyrightLine } from './SiteFooter';

export interface PortalFrameProps {
  /** Which signed-in area: its title, menu and navigation landmark's name (navigation/portals.ts). */
  portal: PortalName;
}

/**
 * A signed-in area: the area's own frame (its sidebar, which phones open from the bar above the page) and the page
 * loaded lazily. It is the only header: the public site's header stays on the public pages, so a phone shows one
 * menu button (docs/product/site.md). It owns the chat socket of the signed-in user (a fresh one after switching
 * accounts), so the public pages never load it.
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

/**
 * A link back to the user's own area when this one is someone else's (an admin in the practitioner area or on the
 * patient pages): their Dashboard is theirs, never this area's.
 */
function OwnAreaLink({ portal }: PortalFrameProps) {
  const { user } = useUser();
  if (!user) return null;
  const home = homeFor(user);
  const own = portalAt(home);
  if (!own || own === portal) return null;
  return (
    <Button asChild variant="soft" size="sm" fullWidth>
      <RouterLink href={home}>{`Back to ${portals[own].title}`}</RouterLink>
    </Button>
  );
}

function PortalFrameContent({ portal }: PortalFrameProps) {
  const { title, subtitle, items, navigationLabel } = portals[portal];
  const { pathname } = useLocation();
  const unread = useLiveUnreadCount().count;
  return (
    <PageShell>
      <SidebarLayout
        mobileTitle={title}
        sidebar={
          <Sidebar
            logo={
              <RouterLink href="/" aria-label="Telehealth home">
                <Logo variant="mark" />
              </RouterLink>
            }
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
                <OwnAreaLink portal={portal} />
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
