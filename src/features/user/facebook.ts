/**
 * A small wrapper over react-facebook's SDK instance (FacebookProvider /
 * useFacebook().api) for logging in with Facebook.
 */
import type { FacebookInstance, LoginResponse } from 'react-facebook';

/** The social profile fields requested. */
export const FACEBOOK_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'middle_name',
  'name',
  'name_format',
  'picture',
  'short_name',
  'email',
] as const;

export const NOT_INITIALIZED = 'Facebook is not initialized. Wait for isReady';
export const UNAUTHORIZED = 'Unauthorized user';

/** What the wrapper needs from the SDK instance. */
export type FacebookApi = Pick<FacebookInstance, 'login' | 'getProfile'>;

export interface FacebookProfile {
  id?: string;
  name?: string;
  email?: string;
  [field: string]: unknown;
}

export interface FacebookLoginResult {
  accessToken: string;
  userID: string;
  profile: FacebookProfile;
}

export interface FacebookAuth {
  readonly isReady: boolean;
  /** Opens the Facebook dialog; errors (including 'Unauthorized user') go to `onError`. */
  login(onSuccess: (result: FacebookLoginResult) => void, onError: (error: Error) => void): Promise<void>;
}

export function createFacebookAuth(api: FacebookApi | undefined | null): FacebookAuth {
  return {
    get isReady() {
      return Boolean(api);
    },
    async login(onSuccess, onError) {
      // Using the wrapper before the SDK is ready is a programming error: thrown, not reported.
      if (!api) throw new Error(NOT_INITIALIZED);
      try {
        const response: LoginResponse = await api.login({ scope: 'public_profile,email' });
        if (response.status !== 'connected') throw new Error(UNAUTHORIZED);
        const profile = (await api.getProfile({ fields: FACEBOOK_FIELDS.join(',') })) as FacebookProfile;
        onSuccess({ accessToken: response.authResponse.accessToken, userID: response.authResponse.userID, profile });
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
