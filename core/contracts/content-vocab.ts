/** Content pages' vocabulary (guides, policies, about us), one definition for both halves. */
export const CONTENT_GROUPS = ['about-us', 'about', 'customer-care', 'info', 'seft'] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

export function isContentGroup(value: string): value is ContentGroup {
  return (CONTENT_GROUPS as readonly string[]).includes(value);
}

/** The storefront route of a content page: `/about-us` or `/{group}/{link}`. */
export function contentPath(group: ContentGroup, link: string): string {
  return group === 'about-us' ? '/about-us' : `/${group}/${link}`;
}

/** The customer-care page that states the deposit, refund and cancellation rules (core/rules/rental-lifecycle.ts). */
export const CANCELLATION_POLICY_LINK = 'chinh-sach-dat-coc-va-hoan-tra';
