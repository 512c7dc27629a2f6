import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useLocation, type createBrowserRouter } from '@b2b/shared/router';

/**
 * What the progress bar and the header's widgets use of the host's router. Typed here, not imported
 * from `router.ts`: the router's routes render the layout that reads this, so that import is a circle.
 */
export type NavigationRouter = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'state' | 'navigate'>;

/** The host's router: the progress bar follows its navigations, the header's widgets navigate with it (App provides it). */
export const NavigationRouterContext = createContext<NavigationRouter | null>(null);

const noSubscription = () => () => undefined;

/**
 * The path being navigated to, from the moment the router has it. While the next page's code loads
 * (a remote route's loader waits for it, or the page suspends in a transition), `useLocation()` still
 * gives the page on screen; this store read is synchronous, so the progress bar starts at the click.
 */
export function useNavigationTarget(): string {
  const router = useContext(NavigationRouterContext);
  const { pathname } = useLocation();
  const read = () => (router ? (router.state.navigation.location ?? router.state.location).pathname : pathname);
  // The same read on the server (the build's prerender) and while hydrating: the router's first location.
  return useSyncExternalStore(router ? router.subscribe : noSubscription, read, read);
}

/**
 * Navigates with the host's router. Unlike `useNavigate`, it reads no route context, which changes on
 * every navigation (twice when a loader waits for the next page): the header's widgets that use it do
 * not render again each time.
 */
export function useRouterNavigate(): (to: string) => void {
  const router = useContext(NavigationRouterContext);
  if (!router) throw new Error('useRouterNavigate needs the host router (NavigationRouterContext)');
  return useCallback((to: string) => void router.navigate(to), [router]);
}
