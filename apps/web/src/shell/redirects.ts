/** Where the old account paths lead (ROUTE-08): the target path, the query kept. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/profile/password/edit': '/new-password',
  '/users/password/edit': '/new-password',
  '/profile/confirmation': '/confirmation',
  '/users/confirmation': '/confirmation',
  '/accounts/history': '/',
};

/** The popup each popup path opens over the lobby. */
export const POPUP_PATHS: Readonly<Record<string, string>> = {
  '/sign-in': 'modal-login-form',
  '/sign-up': 'modal-sign-up',
  '/remind': 'remind-pass-form',
};
