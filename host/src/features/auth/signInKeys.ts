/**
 * What the sign-in's eager part (signInState.ts) and its lazy chunk (signIn.ts) share, in a
 * module of its own so that neither imports the other back (issue 34: no import cycles).
 */

/** Session-storage key of the path to return to after sign-in (ours, under the pp_ prefix). */
export const RETURN_PATH_KEY = 'pp_login_return';

/** Where the sign-in page comes from: the API origins, the rotation's current one, health. */
export interface SignInOrigins {
  origins: readonly string[];
  current(): string;
  recentFailures?(origin: string): number;
}
