import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from './toast-config.js';
import { dismissToast, type ToastVariant } from './toast-store.js';
import { useToasts } from './use-toasts.js';

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); } to { transform: translateX(0); }`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(100vw, 420px);
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  outline: none;

  /* Phones: at the top, over the header, where it does not cover the form. A form shows its refusal under the field
     and scrolls that field to the middle of the screen, clear of the toast. */
  ${({ theme }) => theme.media.mobile} {
    top: 0;
    bottom: auto;
    width: 100vw;
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 44px ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerText : theme.colors.text)};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal};
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.motion.normal};
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  color: inherit;
  background: transparent;
  border: 0;
  font-size: 1.1rem;
  cursor: pointer;
`;

/**
 * Renders the toast store with Radix Toast: 1 visible, 5 s, swipe right (50 px), F8 focuses the viewport; bottom
 * right, at the top on phones.
 * Loaded on demand by `ToastHost` (toast-host.tsx); `focusViewport` when it was the hotkey that asked for it.
 */
export function ToastViewportHost({ focusViewport = false }: { focusViewport?: boolean }) {
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusViewport) viewport.current?.focus();
  }, [focusViewport]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          $variant={item.variant ?? 'default'}
          data-variant={item.variant ?? 'default'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <Title>{item.title}</Title>
          {item.description ? <Description>{item.description}</Description> : null}
          <Close aria-label="Close">×</Close>
        </Root>
      ))}
      <Viewport ref={viewport} hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
