/**
 * Constants only (no imports): the browser's API client reads them without bundling schema code.
 *
 * `X-Request-Id`: a request's id from the browser through the web tier to the API's log lines, answered
 * back. Taken when it matches this pattern (safe to log), else the web tier or the API makes one
 * (scripts/platform/web-rules.mjs has the same pattern; a server test holds them equal).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
