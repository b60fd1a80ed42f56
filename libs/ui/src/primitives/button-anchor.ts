import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from './button-styles.js';

/** A plain anchor that looks like a button: file downloads and external links (wa.me, tel:, mailto:). */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
