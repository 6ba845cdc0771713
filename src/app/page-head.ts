import { isValidElement } from 'react';

/**
 * Gatsby also passes each page's `Head` through wrapRootElement (rendered apart, into a hidden root). A Head needs no
 * store and no antd: wrapping it would start a second store (its sagas, a second `/session`) and second copies of
 * the app's listeners. Head elements are the ones with Gatsby's Head props.
 */
export function isPageHead(element: unknown): boolean {
  if (!isValidElement(element)) return false;
  const props = element.props as Record<string, unknown> | null;
  return props !== null && typeof props === 'object' && 'pageContext' in props && 'serverData' in props && 'location' in props;
}
