import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { ToastHost } from './toast-host.js';
import { resetToasts, toast } from './toast-store.js';

function renderHost() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastHost />
    </ThemeProvider>,
  );
}

afterEach(() => {
  act(() => resetToasts());
});

describe('<ToastHost/> (loads the Radix host on demand)', () => {
  it('renders nothing until a toast is raised, then shows it in the Notifications viewport', async () => {
    renderHost();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Demo Account Created!', description: 'Welcome to your demo experience' });
    });
    const viewport = within(await screen.findByRole('region', { name: /Notifications \(F8\)/ }));
    expect(await viewport.findByText('Demo Account Created!')).toBeVisible();
    expect(viewport.getByText('Welcome to your demo experience')).toBeVisible();
  });

  it('shows a toast raised before it was mounted (a toast on the first page)', async () => {
    toast({ title: 'Welcome to Your Demo Dashboard!' });
    renderHost();
    const viewport = within(await screen.findByRole('region', { name: /Notifications/ }));
    expect(await viewport.findByText('Welcome to Your Demo Dashboard!')).toBeVisible();
  });

  it('focuses the Notifications viewport when F8 is pressed before any toast', async () => {
    renderHost();
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
    const viewport = await screen.findByRole('region', { name: /Notifications \(F8\)/ });
    expect(viewport).toContainElement(document.activeElement as HTMLElement);
  });
});
