/**
 * Where the API's sign-in callback sends the browser back: the login page, with one of these in
 * its fragment (never its query, which servers log): a one-time code to exchange for the session
 * (POST /auth/sign_in_code), or the error code of why not.
 */
export const SIGN_IN_CODE_FRAGMENT = 'sign_in_code';
export const SIGN_IN_ERROR_FRAGMENT = 'sign_in_error';
