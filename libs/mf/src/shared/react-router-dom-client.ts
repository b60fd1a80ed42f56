/**
 * What the platform shares as `react-router-dom`: its browser (data-router) API only.
 *
 * A shared module cannot be tree-shaken (every consumer may use any export), and react-router 7's index also holds
 * its server and framework runtime (request handlers, sessions, cookies, RSC): ~66 KB gzip shipped on the home page.
 * Sharing this list instead keeps one router instance for the shell and every remote at ~34 KB.
 * shared-config.test.ts fails when workspace code imports a name that is not listed here: add it, then rebuild.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (flushSync for transitions).
export { RouterProvider } from 'react-router/dom';
