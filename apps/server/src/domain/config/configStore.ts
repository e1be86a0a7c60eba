import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { textVariants } from '../i18n/operatorTexts.js';
import { safeHtml } from '../safeHtml.js';

/** The public keys with per-language values, from the config key `translations` ({en: {siteName: …}, 'zh-TW': {…}}). */
const configTextKeys = ['siteName', 'subSiteName'] as const;

/** Public but long (operator-written pages): read with /config/query, kept out of the hot queryFront reply. */
const pageKeys = new Set(['agreementInfo', 'privacyPolicy', 'serviceAgreementInfo']);

interface Entry {
  value: unknown;
  isPublic: boolean;
}

/**
 * The site configuration held in memory: reads cost no query. Every write goes through set(),
 * which updates the row and the cache together; reload() re-reads after an outside change.
 */
export class ConfigStore {
  private entries = new Map<string, Entry>();
  private front: Record<string, unknown> = {};
  private frontReplyData: Readonly<Record<string, unknown>> = {};
  /** Incremented by every reload (so by every set): what readers derive from the config is stale once it moves. */
  version = 0;

  constructor(private readonly db: Database) {}

  async reload() {
    const rows = await this.db.select().from(schema.siteConfig);
    this.entries = new Map(rows.map((row) => [row.key, { value: JSON.parse(row.value) as unknown, isPublic: row.isPublic }]));
    // Pages are operator HTML: sanitised once here, so every read hands out safe markup.
    const publicValue = (key: string, value: unknown) => (pageKeys.has(key) && typeof value === 'string' ? safeHtml(value) : value);
    this.front = Object.fromEntries([...this.entries].filter(([, entry]) => entry.isPublic).map(([key, entry]) => [key, publicValue(key, entry.value)]));
    // The site's name and sub-name per language (queryFront's `i18n`); the stored translations stay server-side.
    delete this.front.translations;
    this.front.i18n = textVariants(this.front, configTextKeys, this.entries.get('translations')?.value);
    this.frontReplyData = Object.fromEntries(Object.entries(this.front).filter(([key]) => !pageKeys.has(key)));
    this.version += 1;
  }

  /** queryFront's data: every front-end key but the long pages (which have their own calls); the same object until a change. */
  frontReply(): Readonly<Record<string, unknown>> {
    return this.frontReplyData;
  }

  /** Every front-end key (never a secret), the long pages included. */
  frontConfig(): Readonly<Record<string, unknown>> {
    return this.front;
  }

  /** The asked-for keys that are public; unknown and secret keys are left out, not reported. */
  pick(keys: readonly string[]): Record<string, unknown> {
    return Object.fromEntries(keys.filter((key) => Object.hasOwn(this.front, key)).map((key) => [key, this.front[key]]));
  }

  /** Server-side read of any key, secrets included (never for replies). */
  get<T>(key: string, fallback: T): T {
    return this.entries.has(key) ? (this.entries.get(key)?.value as T) : fallback;
  }

  /** Writes several keys in one transaction, with `alongside` (the audit row) in it too, then re-reads. */
  async setMany(values: Readonly<Record<string, unknown>>, alongside?: (tx: Database) => Promise<void>) {
    await this.db.transaction(async (tx) => {
      for (const [key, value] of Object.entries(values)) {
        const encoded = JSON.stringify(value);
        const isPublic = this.entries.get(key)?.isPublic ?? false;
        await tx
          .insert(schema.siteConfig)
          .values({ key, value: encoded, isPublic })
          .onConflictDoUpdate({ target: schema.siteConfig.key, set: { value: encoded, updatedAt: new Date() } });
      }
      await alongside?.(tx);
    });
    await this.reload();
  }

  async set(key: string, value: unknown, isPublic?: boolean) {
    const encoded = JSON.stringify(value);
    const previous = this.entries.get(key);
    const visibility = isPublic ?? previous?.isPublic ?? false;
    await this.db
      .insert(schema.siteConfig)
      .values({ key, value: encoded, isPublic: visibility })
      .onConflictDoUpdate({ target: schema.siteConfig.key, set: { value: encoded, isPublic: visibility, updatedAt: new Date() } });
    await this.reload();
  }
}
