/** Where to go after log-in: only same-site paths (spec: `redirect` starting with '/'), else /account. */
export const DEFAULT_AFTER_LOGIN = '/account';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // No control characters, whitespace or backslashes (they can smuggle a scheme or a second slash).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://same.site');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://same.site' || !value.startsWith('/')) return fallback;
  // Judge the normalised result, not the input: '/.//evil', '/%2e//evil' and '/a/..//evil' all become '//evil',
  // which a browser reads as another host.
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!isSameSitePath(target)) return fallback;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path.toLowerCase())) return fallback;
  return target;
}

/** One leading slash followed by something that cannot start an authority ('//host', '/\\host'). */
function isSameSitePath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  return new URL(target, 'https://same.site').origin === 'https://same.site';
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
