import type { HttpClient, Result } from '../http/request';
import type {
  ChangePasswordRequest,
  DeviceDecision,
  DeviceRequest,
  MailPreferences,
  MailScene,
  PasswordChanged,
  SessionsRevoked,
} from './types';

/**
 * Accounts (decision 0016): the signed-in user's password, sessions and mail preferences. Part
 * of `createApi` (`getPlatform().api.changePassword(...)`, ...). Sign-up, verification and
 * password reset are pages of the API origin (reached from its sign-in page), not calls.
 */
export function accountEndpoints(r: HttpClient['request']) {
  return {
    /**
     * A new password; the current one is required. Other sessions end, this one stays. Not
     * retried: a repeat after a lost answer would present an old password that no longer is.
     */
    changePassword: (body: ChangePasswordRequest): Promise<Result<PasswordChanged>> =>
      r('/v1/user/password', { method: 'POST', body, auth: true }),
    /** Ends every session of the user, this one too (safe to repeat). */
    signOutEverywhere: (): Promise<Result<SessionsRevoked>> =>
      r('/v1/user/sessions:revokeAll', { method: 'POST', body: {}, auth: true, idempotent: true }),
    getMailPreferences: (): Promise<Result<MailPreferences>> =>
      r('/v1/user/mail_preferences', { auth: true }),
    /** Turns one kind of mail on or off; answers every kind (safe to repeat). */
    setMailPreference: (scene: MailScene, enabled: boolean): Promise<Result<MailPreferences>> =>
      r('/v1/user/mail_preferences', {
        method: 'PATCH',
        body: { scene, enabled },
        auth: true,
        idempotent: true,
      }),
    /**
     * Device sign-in (RFC 8628) on the site's TV page: which device asks with a user code as
     * typed (404 not_found for a wrong, expired or answered one), and the person's answer.
     */
    getDeviceRequest: (userCode: string): Promise<Result<DeviceRequest>> =>
      r(`/v1/auth/device?${new URLSearchParams({ user_code: userCode })}`, { auth: true }),
    answerDeviceRequest: (
      userCode: string,
      decision: DeviceDecision['decision'],
    ): Promise<Result<DeviceDecision>> =>
      r('/v1/auth/device', {
        method: 'POST',
        body: { user_code: userCode, decision },
        auth: true,
      }),
  };
}
