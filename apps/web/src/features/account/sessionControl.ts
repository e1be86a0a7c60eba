import type { UnauthorizedEvent } from '@lingxi/api-client';
import type { LoginSource } from '@lingxi/flows/session';

/** The session actor, loaded on first use (a logged-in start, a login, a 401). */
const loadSession = () => import('./session').then((module) => module.session);

/** Starts the session when a token was stored: it loads the user's info (SPEC §4). */
export function resumeSession() {
  void loadSession();
}

export async function logIn(token: string, source: LoginSource) {
  (await loadSession()).send({ type: 'session.login', token, source });
}

export async function logOut(options: { quiet?: boolean } = {}) {
  (await loadSession()).send({ type: 'session.logout', quiet: options.quiet });
}

/** Reload the user info (after binding, check-in, payment, a profile change). */
export async function reloadUser() {
  (await loadSession()).send({ type: 'session.reload' });
}

/** SPEC §4, §8: any 401 clears the token; the session decides the (throttled) toast. */
export async function reportUnauthorized({ message, reloadRequested, quiet }: UnauthorizedEvent) {
  (await loadSession()).send({ type: 'session.unauthorized', message, fromBody: reloadRequested, quiet });
}
