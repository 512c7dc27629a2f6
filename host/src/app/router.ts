import { createBrowserRouter } from '@b2b/shared/router';
import { buildRoutes } from './routes';

export type Router = ReturnType<typeof createBrowserRouter>;

export function createRouter(): Router {
  // The routes ask the router whether it has taken its first location; it exists only once created.
  const created: { router?: Router } = {};
  created.router = createBrowserRouter(buildRoutes({ navigating: () => created.router?.state.initialized ?? false }));
  return created.router;
}
