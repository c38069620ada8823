/**
 * @module contracts/auth
 * Who is calling, as the accounts service resolves it and the API's routes read it.
 */

/** The caller resolved from a Bearer token. */
export interface AuthUser {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

/** Resolves the Bearer token of a request; throws HttpError 401/418 when the token is bad. */
export interface Authenticator {
  authenticate(authorization: string | undefined): Promise<AuthUser | null>;
}
