import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { RemoteUnavailableError } from '../remotes/federation.js';
import { fakeRoutes, renderShell, type LoadRoutes } from '../testing/render-shell.js';

const marketing = fakeRoutes([
  ['/', 'Home'],
  ['/faq', 'FAQ'],
]);
const onboarding = fakeRoutes([['/kyc', 'KYC Verification']]);
const demo = fakeRoutes([['/demo', 'Try the Demo']]);

const allUp: LoadRoutes = async (key) => {
  if (key === 'marketing') return marketing;
  if (key === 'onboarding') return onboarding;
  if (key === 'demo') return demo;
  return [];
};

const marketingDown: LoadRoutes = async (key) => {
  if (key === 'marketing') throw new RemoteUnavailableError('marketing', 'Failed to fetch');
  return allUp(key);
};

describe('shell routing', () => {
  it('shows a 404 written for people for a path no remote owns (links home, to products and help), loading no remote', async () => {
    const { source } = renderShell('/xyz', allUp);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.queryByText(/no route matched|GET \//)).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Where to go from here' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/products', '/faq', '/contact']);
    expect(source.loadRoutes).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found | Solidstep Invest'));
  });

  it('loads only the owning remote and renders its page with its title', async () => {
    const { source } = renderShell('/faq', allUp);
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(source.loadRoutes).toHaveBeenCalledTimes(1);
    expect(source.loadRoutes).toHaveBeenCalledWith('marketing');
    await waitFor(() => expect(document.title).toBe('FAQ | Solidstep Invest'));
  });

  it('shows 404 for an unknown path under an owner once the owner is loaded', async () => {
    renderShell('/demo/nope', allUp);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.queryByText(/no route matched/)).not.toBeInTheDocument();
  });

  it('shows the fallback on a failed remote’s routes only; other routes keep working; Retry really retries', async () => {
    let marketingUp = false;
    const load: LoadRoutes = (key) => (key === 'marketing' && marketingUp ? allUp(key) : marketingDown(key));
    const { router, source } = renderShell('/faq', load);

    expect(await screen.findByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Temporarily unavailable | Solidstep Invest'));

    await act(() => router.navigate('/kyc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC Verification' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();

    await act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }, PAGE_APPEARS)).toBeInTheDocument();

    marketingUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(source.resetRemote).toHaveBeenCalledWith('marketing');
  });

  it('contains a remote page that throws while rendering to that remote', async () => {
    const crashing: LoadRoutes = async (key) => {
      if (key === 'onboarding') {
        return [
          {
            path: '/kyc',
            Component: () => {
              throw new Error('boom');
            },
          },
        ];
      }
      return allUp(key);
    };
    const silenced = console.error;
    console.error = () => undefined;
    try {
      const { router } = renderShell('/kyc', crashing);
      expect(await screen.findByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }, PAGE_APPEARS)).toBeInTheDocument();
      await act(() => router.navigate('/faq'));
      expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' }, PAGE_APPEARS)).toBeInTheDocument();
    } finally {
      console.error = silenced;
    }
  });

  it('keeps the header and footer around every screen', async () => {
    renderShell('/xyz', allUp);
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, PAGE_APPEARS);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Invest Now' })).toHaveAttribute('href', '/kyc');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Reviews & Feedback' })).toHaveAttribute('href', '/contact');
  });
});
