/** What a hash link of requirements §core-2 asks for. */
type HashAction =
  | { kind: 'popup'; popup: string }
  | { kind: 'sport'; path: string }
  | { kind: 'chat' }
  | { kind: 'scroll'; id: string }
  | { kind: 'none' };

const POPUP_HASHES: Readonly<Record<string, string>> = {
  'sign-in': 'modal-login-form',
  'sign-up': 'modal-sign-up',
  remind: 'remind-pass-form',
  'new-password': 'new-password',
};

/** Reads a location hash: #sign-in, #sign-up, #remind, #new-password, #sport, #sport_x, #chat or an anchor. */
export function parseHash(hash: string): HashAction {
  const name = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (!name) return { kind: 'none' };
  const popup = POPUP_HASHES[name];
  if (popup) return { kind: 'popup', popup };
  if (name === 'chat') return { kind: 'chat' };
  if (name === 'sport') return { kind: 'sport', path: '/' };
  const sport = /^sport_([\w-]+)$/.exec(name);
  if (sport) return { kind: 'sport', path: `/${sport[1]}` };
  return { kind: 'scroll', id: name };
}

/** The betting site's address for a #sport link: the site root, or a section of it for #sport_x. */
export function sportUrl(base: string, path: string): string {
  const root = base.replace(/\/+$/, '');
  return path === '/' ? root : `${root}${path}`;
}

/**
 * Where a #sport or #sport_x link goes: the betting site from betting-config, or nowhere (null)
 * while that config is not loaded or the betting link is switched off (CONF-10).
 */
export function sportTarget(betting: { is_enabled: boolean; url: string } | undefined, path: string): string | null {
  return betting?.is_enabled ? sportUrl(betting.url, path) : null;
}
