import { ApiProvider } from '@telehealth/api';
import { ThemeProvider, Toaster } from '@telehealth/ui';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme="system">
      <ApiProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ApiProvider>
    </ThemeProvider>
  );
}
