/**
 * The shopper's consent to analytics and advertising storage (Decree 13/2023/NĐ-CP on personal data protection),
 * in Google Consent Mode v2: everything is denied until the shopper agrees (CONSENT_DEFAULT_SCRIPT runs in the page's
 * head before the tag manager), the choice is remembered in this browser and can be changed from the account page.
 */
export const CONSENT_KEY = 'thuedo.consent';

export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
  /** When it was chosen (ISO). */
  at: string;
}

export function readConsent(): ConsentChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? 'null') as Partial<ConsentChoice> | null;
    if (!stored || typeof stored.analytics !== 'boolean' || typeof stored.ads !== 'boolean') return null;
    return { analytics: stored.analytics, ads: stored.ads, at: typeof stored.at === 'string' ? stored.at : '' };
  } catch {
    return null;
  }
}

const state = (granted: boolean) => (granted ? 'granted' : 'denied');

/** Consent Mode v2's four signals for a choice. */
export function consentSignals(choice: Pick<ConsentChoice, 'analytics' | 'ads'>) {
  return { analytics_storage: state(choice.analytics), ad_storage: state(choice.ads), ad_user_data: state(choice.ads), ad_personalization: state(choice.ads) };
}

/** `gtag('consent', 'update', …)`: the tag manager reads the Arguments object gtag pushes, not an array. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

export function saveConsent(choice: Pick<ConsentChoice, 'analytics' | 'ads'>): ConsentChoice {
  const saved = { analytics: choice.analytics, ads: choice.ads, at: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(saved));
  } catch {
    // No storage: the choice holds for this page only.
  }
  gtag('consent', 'update', consentSignals(saved));
  window.dispatchEvent(new Event('thuedo:consent'));
  return saved;
}

/**
 * Inline in the head, before the tag manager's snippet (gatsby-ssr puts it first): defaults denied, then the stored
 * choice if any. Plain ES5, no imports (it runs before any bundle).
 */
export const CONSENT_DEFAULT_SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500});try{var c=JSON.parse(localStorage.getItem('${CONSENT_KEY}')||'null');if(c&&typeof c.analytics==='boolean'){var a=c.analytics?'granted':'denied',d=c.ads?'granted':'denied';gtag('consent','update',{analytics_storage:a,ad_storage:d,ad_user_data:d,ad_personalization:d})}}catch(e){}`;
