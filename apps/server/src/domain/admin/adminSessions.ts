import { randomBytes } from 'node:crypto';
import type { EphemeralStore } from '../ephemeral/ephemeralStore.js';

/** A back-office session ends after this long without a request (its token lives 8 h at most). */
export const adminIdleMs = 30 * 60_000;
/** A session's idle timer is pushed back at most this often (a write per minute of activity; a read per request). */
const touchEveryMs = 60_000;
const key = (session: string) => `admin:session:${session}`;

/**
 * The idle timers of back-office sessions, in the shared ephemeral store so that every instance sees them: a session
 * lives while requests keep coming within 30 minutes of each other; logout ends it at once.
 */
export class AdminSessions {
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly store: EphemeralStore,
    private readonly now: () => number,
  ) {}

  /** A new session's id, its timer started. */
  async start(): Promise<string> {
    const session = randomBytes(16).toString('base64url');
    await this.store.put(key(session), true, adminIdleMs);
    this.touched.set(session, this.now());
    return session;
  }

  /** True while the session lives (on any instance: an ended one is refused at once), its timer pushed back. */
  async touch(session: string): Promise<boolean> {
    if (!(await this.store.get<boolean>(key(session)))) {
      this.touched.delete(session);
      return false;
    }
    const now = this.now();
    const last = this.touched.get(session);
    if (last !== undefined && now - last < touchEveryMs) return true;
    await this.store.put(key(session), true, adminIdleMs);
    if (this.touched.size >= 10_000) this.touched.clear();
    this.touched.set(session, now);
    return true;
  }

  async end(session: string): Promise<void> {
    this.touched.delete(session);
    await this.store.delete(key(session));
  }
}
