/**
 * An error of the auth wire protocol (docs/auth.md): rendered by the global filter as
 * `{code, message, error_code}` with the X-Supabase-Api-Version header so auth-js can classify it.
 */
export class GoTrueError extends Error {
  /** The token of the auth error row the server recorded for this failure, sent to the client as a header. */
  attempt?: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const AuthErrors = {
  invalidCredentials: () => new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new GoTrueError(400, 'user_banned', 'User is banned'),
  validation: (message: string) => new GoTrueError(400, 'validation_failed', message),
  userAlreadyExists: () => new GoTrueError(422, 'user_already_exists', 'User already registered'),
  weakPassword: (message: string, reasons: string[]) =>
    new GoTrueError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () =>
    new GoTrueError(422, 'same_password', 'New password should be different from the old password.'),
  rateLimited: () => new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimited: (seconds: number) =>
    new GoTrueError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  refreshTokenNotFound: () =>
    new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionNotFound: () =>
    new GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  noAuthorization: () => new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFound: () => new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  otpExpired: () => new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired'),
  unexpected: () => new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
  unavailable: () => new GoTrueError(503, 'service_unavailable', 'Service temporarily unavailable, please try again'),
};
