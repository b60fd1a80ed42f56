import styled from 'styled-components';

/** Secondary text: muted colour, small (`$size`: 'md' body size, 'inherit' the size around it), no margins of its own. */
export const Muted = styled.p<{ $size?: 'sm' | 'md' | 'inherit' }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $size = 'sm' }) => ($size === 'inherit' ? 'inherit' : theme.fontSizes[$size])};
`;

/** A problem in words: the danger colour, bold, no margins of its own. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Something done, in words: the success colour, bold, no margins of its own. */
export const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** Read by assistive technology, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
