/** `handle` of a route: remotes put the page title there (`handle: { title: 'FAQ' }`). */
export interface RouteHandle {
  title?: string;
}

export function titleOf(handle: unknown): string | undefined {
  if (typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string') {
    return (handle as RouteHandle).title;
  }
  return undefined;
}

export const NOT_FOUND_ROUTE_ID = 'not-found';
