import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../theme/theme.js';

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A coloured label; pick the tone with riskLabelTone / liquidityTone. */
export function Badge({ tone = 'grey', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} data-tone={tone} {...rest} />;
}
