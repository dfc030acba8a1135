import { ApiProvider } from '@telehealth/api';
import { DeferredToaster, ThemeProvider } from '@telehealth/ui';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme="system">
      <ApiProvider>
        <RouterProvider router={router} />
        <DeferredToaster />
      </ApiProvider>
    </ThemeProvider>
  );
}
