import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_HOTKEY } from './toast-config.js';
import { useToasts } from './use-toasts.js';

// Radix Toast is not needed until there is something to show: it stays out of the first page load.
const ToastViewportHost = lazy(() => import('./toast-viewport-host.js').then((module) => ({ default: module.ToastViewportHost })));

const MODIFIERS = ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'] as const;
const isModifier = (key: string): key is (typeof MODIFIERS)[number] => (MODIFIERS as readonly string[]).includes(key);

/** Radix's own hotkey rule: every key of the hotkey is a pressed modifier or the event's code. */
function isHotkey(event: KeyboardEvent): boolean {
  return TOAST_HOTKEY.every((key) => (isModifier(key) ? event[key] : event.code === key));
}

/**
 * The app's toast host. It mounts the Radix host (toast-viewport-host.tsx) the first time a toast is raised or the
 * F8 hotkey is pressed (the viewport is then focused, as Radix does), and keeps it mounted from then on.
 */
export function ToastHost() {
  const toasts = useToasts();
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (!mounted && (toasts.length > 0 || hotkeyPressed)) setMounted(true);

  useEffect(() => {
    if (mounted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isHotkey(event)) setHotkeyPressed(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewportHost focusViewport={hotkeyPressed} />
    </Suspense>
  );
}
