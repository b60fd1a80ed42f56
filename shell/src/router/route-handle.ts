/** `handle` of a route: remotes put the page title there (`handle: { title: 'FAQ' }`), and its message id if it has one. */
export interface RouteHandle {
  title?: string;
  titleId?: string;
}

/** The page's title in the page's language: its message (`translate`) when the route names one, else its title. */
export function titleOf(handle: unknown, translate: (id: string) => string): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { title, titleId } = handle as RouteHandle;
  if (typeof titleId === 'string') return translate(titleId);
  return typeof title === 'string' ? title : undefined;
}

export const NOT_FOUND_ROUTE_ID = 'not-found';
