import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@b2b/ui-kit';
import { ApiBridge } from './ApiBridge';
import type { Router } from './router';

export function App({ router }: { router: Router }) {
  return (
    <AppProviders>
      <ApiBridge router={router} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
