import { Link } from 'react-router-dom';
import styled from 'styled-components';
// Through the package's main entry, a shared module: a relative import would put a second copy of the button styles
// in this entry point's chunk.
import { buttonStyles, type ButtonStyleProps } from '@invest/ui';

/** A router link that looks like a button: a real `<a href>`, so it also works before (or without) JavaScript. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
