/**
 * The router every app uses: React Router's parts the apps' browser code imports, and nothing else.
 *
 * A Module Federation singleton cannot be tree-shaken (any remote may ask for any export), so sharing
 * `react-router-dom` itself sent all of React Router to every visitor, its server half (request
 * handlers, sessions, cookies) included: 62 KB gzip of the intro page's scripts. This kernel module is
 * the singleton instead, so the share holds only what is listed here (about 30 KB gzip), one router
 * for the whole page. docs/decisions/0014-intro-size.md has the measurements.
 *
 * Apps import the router from here, never from `react-router-dom` (a lint rule; tests and the Node
 * prerender, where one copy exists anyway, excepted). Exporting a new part is a kernel change like
 * any other: bump the kernel's version, deploy the host first.
 */
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  // The remotes' standalone dev page (ui-kit's DevShell).
  createHashRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
