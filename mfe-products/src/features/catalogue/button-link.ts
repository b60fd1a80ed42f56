import { buttonStyles, type ButtonStyleProps } from '@invest/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A router link that looks like a button: a real `<a href>`, so it also works before (or without) JavaScript. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
