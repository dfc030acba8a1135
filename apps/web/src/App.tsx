import { ApiProvider, useUser } from '@telehealth/api';
import { RealtimeProvider } from '@telehealth/realtime';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

/** One chat socket for the signed-in user; none while signed out, a fresh one after switching accounts. */
function SignedInRealtime({ children }: { children: ReactNode }) {
  const { user } = useUser();
  return <RealtimeProvider userId={user?.id}>{children}</RealtimeProvider>;
}

export function App() {
  return (
    <ThemeProvider>
      <ApiProvider>
        <SignedInRealtime>
          <RouterProvider router={router} />
        </SignedInRealtime>
        <Toaster />
      </ApiProvider>
    </ThemeProvider>
  );
}
