import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { TOAST_DURATION_MS } from './toast-config.js';
import { ToastViewportHost } from './toast-viewport-host.js';
import { getToasts, resetToasts, toast } from './toast-store.js';

function renderHost() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastViewportHost />
    </ThemeProvider>,
  );
}

afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes on dismiss and removes the toast after the removal delay', () => {
    jest.useFakeTimers();
    const handle = toast({ title: 'Bye' });
    handle.dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    jest.advanceTimersByTime(999_999);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});

describe('<ToastViewportHost/> (Radix)', () => {
  it('shows one toast at a time, with title and description', () => {
    renderHost();
    act(() => {
      toast({ title: 'Product Selected!', description: 'Proceeding with FD Premium investment' });
    });
    expect(screen.getByText('Product Selected!')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Error', description: '500: boom', variant: 'destructive' });
    });
    expect(screen.queryByText('Product Selected!')).not.toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('500: boom')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes the toast after 5 seconds', () => {
    jest.useFakeTimers();
    renderHost();
    act(() => {
      toast({ title: 'Short lived' });
    });
    expect(screen.getByText('Short lived')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(TOAST_DURATION_MS + 50);
    });
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('labels the viewport with the F8 hotkey', () => {
    renderHost();
    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'));
  });
});
