import { InitialAnswersContext, readEmbeddedAnswers } from '@telehealth/api';
import { DeferredToaster, ThemeProvider } from '@telehealth/ui';
import { RouterProvider } from 'react-router';
import { LazyCampaignPopups } from './features/campaigns/LazyCampaignPopups';
import { createAppRouter } from './router';

const router = createAppRouter();
// The answers the server rendered this page with (a published article, a legal document): the first render uses
// them, so it draws what the HTML already shows.
const answers = readEmbeddedAnswers();

// No ApiProvider here: the parts that talk to the API bring it with them when they load (router.tsx, frames/withApi).
export function App() {
  return (
    <InitialAnswersContext.Provider value={answers}>
      <ThemeProvider theme="system">
        <RouterProvider router={router} />
        <DeferredToaster />
        <LazyCampaignPopups />
      </ThemeProvider>
    </InitialAnswersContext.Provider>
  );
}
