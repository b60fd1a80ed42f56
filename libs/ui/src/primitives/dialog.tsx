import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

export type DialogSide = 'center' | 'right';

const centered = css`
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 520px);
  max-height: 85vh;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const rightDrawer = css`
  top: 0;
  right: 0;
  bottom: 0;
  width: min(85vw, 340px);
`;

const Content = styled(DialogPrimitive.Content)<{ $side: DialogSide }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $side }) => ($side === 'right' ? rightDrawer : centered)}
`;

export const DialogTitle = styled(DialogPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 36px;
  height: 36px;
  font-size: 1.25rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  side?: DialogSide;
  children: ReactNode;
  closeLabel?: string;
}

/** Portal + overlay + content + a close button; `side="right"` makes it a drawer. */
export function DialogContent({ side = 'center', children, closeLabel = 'Close', ...rest }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content $side={side} {...rest}>
        {children}
        <CloseButton aria-label={closeLabel}>×</CloseButton>
      </Content>
    </DialogPrimitive.Portal>
  );
}
