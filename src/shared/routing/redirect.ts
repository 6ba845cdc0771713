/** Where to go after log-in: only same-site paths (spec: `redirect` starting with '/'), else /account. */
export const DEFAULT_AFTER_LOGIN = '/account';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // One leading slash; not protocol-relative ('//host') or the backslash variant browsers treat alike ('/\host').
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // No control characters or whitespace (they can smuggle a scheme or a second slash).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://same.site');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://same.site') return fallback;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The redirect param of a search string, sanitised. */
export function redirectFromSearch(search: string | undefined): string {
  return safeRedirect(new URLSearchParams(search ?? '').get('redirect'));
}

/** `/login?redirect=<path+search>` for the page a guest tried to open. */
export function loginPath(returnTo: string): string {
  const target = safeRedirect(returnTo, '');
  return target ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
