import { RouterProvider } from '@b2b/shared/router';
import { ApiBridge } from './ApiBridge';
import { NavigationRouterContext } from './navigation-target';
import type { Router } from './router';

export function App({ router }: { router: Router }) {
  return (
    <NavigationRouterContext.Provider value={router}>
      <ApiBridge router={router} />
      <RouterProvider router={router} />
    </NavigationRouterContext.Provider>
  );
}
