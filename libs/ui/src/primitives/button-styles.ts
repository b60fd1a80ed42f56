import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient props of anything styled as a button (a <button>, or a router link). */
export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

function variantColors(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'accent':
      return { bg: c.accent, fg: c.accentText, border: c.accent, hover: '#b8890f' };
    case 'secondary':
      return { bg: c.surfaceMuted, fg: c.text, border: c.surfaceMuted, hover: c.border };
    case 'outline':
      return { bg: 'transparent', fg: c.primary, border: c.primary, hover: c.surfaceMuted };
    case 'ghost':
      return { bg: 'transparent', fg: c.text, border: 'transparent', hover: c.surfaceMuted };
    case 'danger':
      return { bg: c.danger, fg: c.dangerText, border: c.danger, hover: '#912018' };
    case 'primary':
    default:
      return { bg: c.primary, fg: c.primaryText, border: c.primary, hover: c.primaryHover };
  }
}

const padding: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 18px', lg: '14px 24px' };

/** Button look as a style function, so links can share it (`styled(Link)\`${buttonStyles}\``). */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ $size = 'md' }) => padding[$size]};
  font: inherit;
  font-size: ${({ theme, $size = 'md' }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $variant = 'primary' }) => variantColors(theme, $variant).border};
  background: ${({ theme, $variant = 'primary' }) => variantColors(theme, $variant).bg};
  color: ${({ theme, $variant = 'primary' }) => variantColors(theme, $variant).fg};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    background: ${({ theme, $variant = 'primary' }) => variantColors(theme, $variant).hover};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
