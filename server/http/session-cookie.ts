/** The session cookie's name: set by the auth module, declared as a security scheme by the OpenAPI document. */
export const SESSION_COOKIE = 'sid';
