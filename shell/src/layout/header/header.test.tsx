import { theme } from '@invest/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './header.js';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

describe('<Header/>', () => {
  it('has the spec links and buttons and the Secured indicator', () => {
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['Calculator', '/calculator'],
      ['Dashboard', '/dashboard'],
      ['Contact', '/contact'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/demo');
    expect(within(banner).getByRole('link', { name: 'Invest Now' })).toHaveAttribute('href', '/kyc');
    expect(within(banner).getByText('Secured')).toBeInTheDocument();
  });

  it('is transparent at the top and opaque once scrolled more than 20 px', () => {
    renderHeader('/');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    scrollTo(20);
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  it('highlights the current route only', () => {
    renderHeader('/products');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens a drawer with the same links plus Invest Now, closing on navigation', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    const menuButton = screen.getByLabelText('Open menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Calculator',
      'Dashboard',
      'Contact',
      'Invest Now',
    ]);
    await user.click(within(drawer).getByRole('link', { name: 'Calculator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/calculator');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Calculator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the drawer when the route changes from elsewhere (Back/Forward)', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/');
    await user.click(screen.getByLabelText('Open menu'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
