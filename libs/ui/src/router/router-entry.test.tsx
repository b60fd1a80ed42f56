import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server.node';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { ButtonLink } from './button-link.js';
import { useRedirectAfterDelay } from './use-redirect-after-delay.js';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('ButtonLink', () => {
  it('is a real link to its path, server-rendered the same', async () => {
    const tree = (
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/']}>
          <ButtonLink to="/products" $variant="outline" $size="sm">
            Explore Products
          </ButtonLink>
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    );
    expect(renderToString(tree)).toMatch(/<a [^>]*href="\/products"[^>]*>Explore Products<\/a>/);
    render(tree);
    const link = screen.getByRole('link', { name: 'Explore Products' });
    expect(link).toHaveAttribute('href', '/products');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/products');
  });
});

describe('useRedirectAfterDelay', () => {
  let redirect: ((to: string) => void) | null = null;
  function Page({ to }: { to?: string }) {
    const later = useRedirectAfterDelay(2000);
    redirect = later;
    useEffect(() => {
      if (to) later(to);
    }, [to, later]);
    return <p>Taking you on…</p>;
  }
  const mount = (to?: string) => {
    const router = createMemoryRouter(
      [
        { path: '/payment', element: <Page to={to} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/payment'] },
    );
    return { router, ...render(<RouterProvider router={router} />) };
  };

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    redirect = null;
  });

  it('goes to the page once the delay is over, not before', async () => {
    const { router } = mount('/dashboard');
    act(() => jest.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/payment');
    await act(async () => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('a later redirect replaces the pending one and waits its own delay', async () => {
    const { router } = mount();
    act(() => redirect?.('/kyc'));
    act(() => jest.advanceTimersByTime(1500));
    act(() => redirect?.('/kyc-verification'));
    act(() => jest.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/payment');
    await act(async () => jest.advanceTimersByTime(500));
    expect(router.state.location.pathname).toBe('/kyc-verification');
  });

  it('leaving the page first cancels it', () => {
    const { router, unmount } = mount('/dashboard');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(router.state.location.pathname).toBe('/payment');
  });
});

describe("the main entry '@invest/ui'", () => {
  /** Every module the main entry loads, following its relative imports. */
  function reachable(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.[^']+)'/g)) {
      const base = join(dirname(file), specifier!.replace(/\.js$/, ''));
      const next = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (next) reachable(next, seen);
    }
    return seen;
  }

  it('never imports react-router (that is what @invest/ui/router is for)', () => {
    const files = [...reachable(join(srcRoot, 'index.ts'))];
    expect(files.length).toBeGreaterThan(10);
    const routed = files.filter((file) => /from 'react-router(-dom)?(\/[^']*)?'/.test(readFileSync(file, 'utf8')));
    expect(routed.map((file) => file.slice(srcRoot.length))).toEqual([]);
  });
});
