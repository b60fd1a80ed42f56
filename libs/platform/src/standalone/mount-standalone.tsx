import { GlobalStyle, Spinner, theme, ToastHost } from '@invest/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { I18nProvider, i18nOf, providePageI18n, providePlatformStore } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';

const Banner = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme: t }) => t.space.md};
  padding: ${({ theme: t }) => t.space.sm} ${({ theme: t }) => t.space.md};
  font-size: ${({ theme: t }) => t.fontSizes.sm};
  background: ${({ theme: t }) => t.tones.yellow.background};
  border-bottom: 1px solid ${({ theme: t }) => t.tones.yellow.border};
`;

function StandaloneLayout({ name, paths }: { name: string; paths: string[] }) {
  return (
    <>
      <Banner>
        <strong>{name} (standalone)</strong>
        <nav aria-label="Remote routes">
          {paths.map((path) => (
            <Link key={path} to={path} style={{ marginRight: 12 }}>
              {path}
            </Link>
          ))}
        </nav>
      </Banner>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function StandaloneNotFound() {
  const { pathname } = useLocation();
  return (
    <section style={{ padding: 32 }}>
      <h1>404 Page Not Found</h1>
      <pre>
        <code>{`GET ${pathname} → no route matched`}</code>
      </pre>
    </section>
  );
}

/**
 * Runs one remote on its own (its team's dev loop): own store, router and providers, no shell.
 * `mountStandalone({ name: 'mfe_demo', routes })` from the remote's src/bootstrap.tsx.
 */
export function mountStandalone({ name, routes, container = 'root' }: { name: string; routes: RouteObject[]; container?: string }) {
  const element = document.getElementById(container);
  if (!element) throw new Error(`#${container} is missing`);
  const paths = routes.map((route) => route.path).filter((path): path is string => typeof path === 'string');
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout name={name} paths={paths} />,
      hydrateFallbackElement: <Spinner label="Loading page" />,
      children: [...routes, { path: '*', element: <StandaloneNotFound /> }],
    },
  ]);
  const store = createPlatformStore();
  providePlatformStore(store);
  // English, as the shell's English pages: each route loads its remote's messages into it (lazyRoute).
  const i18n = i18nOf('en', []);
  providePageI18n(i18n);
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <RouterProvider router={router} />
            <ToastHost />
          </ThemeProvider>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}
