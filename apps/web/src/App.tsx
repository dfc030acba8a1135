import { DeferredToaster, ThemeProvider } from '@telehealth/ui';
import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { LazyCampaignPopups } from './features/campaigns/LazyCampaignPopups';
import { createAppRouter } from './router';

const router = createAppRouter();
const currentPathname = () => router.state.location.pathname;

/** The popups sit beside the routes, not in one: they follow the visitor from page to page (quiet on some). */
function CampaignPopupsAcrossPages() {
  const pathname = useSyncExternalStore(router.subscribe, currentPathname);
  return <LazyCampaignPopups pathname={pathname} />;
}

// No ApiProvider here: the parts that talk to the API bring it with them when they load (router.tsx, frames/withApi).
export function App() {
  return (
    <ThemeProvider theme="system">
      <RouterProvider router={router} />
      <DeferredToaster />
      <CampaignPopupsAcrossPages />
    </ThemeProvider>
  );
}
