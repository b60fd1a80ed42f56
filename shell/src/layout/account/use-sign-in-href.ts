import { signInPath } from '@invest/platform';
import { useLocation } from 'react-router-dom';

/** "Sign in" returns to the page it was clicked on; from the home page (or the sign-in page) to the dashboard. */
export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  return pathname === '/' ? signInPath() : signInPath(`${pathname}${search}`);
}
