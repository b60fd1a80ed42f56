import { css } from 'styled-components';

/** Transient props of a form control (input, select, textarea). */
export interface ControlStyleProps {
  $invalid?: boolean;
}

/** The look of every form control: full width, the theme's border (red when invalid), muted when disabled or read-only. */
export const controlStyles = css<ControlStyleProps>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
