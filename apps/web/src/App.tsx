import { DeferredToaster, ThemeProvider } from '@telehealth/ui';
import { RouterProvider } from 'react-router';
import { LazyCampaignPopups } from './features/campaigns/LazyCampaignPopups';
import { createAppRouter } from './router';

const router = createAppRouter();

// No ApiProvider here: the parts that talk to the API bring it with them when they load (router.tsx, frames/withApi).
export function App() {
  return (
    <ThemeProvider theme="system">
      <RouterProvider router={router} />
      <DeferredToaster />
      <LazyCampaignPopups />
    </ThemeProvider>
  );
}
