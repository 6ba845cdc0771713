/** Whether a decoded URL path is the API's (`/v1` and below): the static site, the consumer guard and the page front agree. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/');
}
