/** Access tokens are short so a revoked session ends soon even where a token was copied. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;
