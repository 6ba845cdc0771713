import type { AccountsConfig } from '../config';

export type SocialProvider = 'facebook' | 'google' | 'apple';

/** What a provider vouches for after verifying a token. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id. */
  subject: string;
  email: string | null;
  /** The provider vouches that the address belongs to this person: only then is it linked or kept. */
  emailVerified: boolean;
  fullName: string | null;
}

export type SocialAdapter = (token: string, config: AccountsConfig) => Promise<SocialProfile>;

/** A token the provider does not accept, or one issued to another app. Answered with 401. */
export class SocialTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocialTokenError';
  }
}

const TIMEOUT_MS = 8000;

/** GET a provider endpoint as JSON; non-2xx → SocialTokenError. */
export async function fetchJson(url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`provider unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new SocialTokenError(`provider refused the token (${response.status})`);
  if (!body || typeof body !== 'object') throw new SocialTokenError('provider answered without JSON');
  return body as Record<string, unknown>;
}

export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
