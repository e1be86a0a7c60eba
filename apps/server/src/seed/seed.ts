import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { schema } from '../db/index.js';
import { generatePassword, hashPassword } from '../auth/password.js';
import { defaultConfig } from './defaultConfig.js';
import { defaultGoods, defaultMenus, defaultModels, defaultNotice } from './defaultContent.js';

/** Written last in the seed transaction: its presence means "seeded", so a restart never re-seeds. */
const seedMarkerKey = '__seededAt';

export interface SeedOptions {
  adminUsername: string;
  /** Unset: a password is generated and reported once through onGeneratedPassword. */
  adminPassword?: string;
  onGeneratedPassword: (username: string, password: string) => void;
}

/** First-start content: configuration, menus, a notice, models, packages and the operator account. Idempotent. */
export async function seedDatabase(db: Database, { adminUsername, adminPassword, onGeneratedPassword }: SeedOptions): Promise<boolean> {
  const marker = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.key, seedMarkerKey));
  if (marker.length > 0) {
    // Config keys added by a newer version appear with their defaults; the operator's values stay.
    await insertConfigDefaults(db);
    return false;
  }

  const password = adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await insertConfigDefaults(tx);
    await tx.insert(schema.menus).values(defaultMenus);
    await tx.insert(schema.notices).values(defaultNotice);
    await tx.insert(schema.chatModels).values(defaultModels);
    await tx.insert(schema.goods).values(defaultGoods);
    await tx.insert(schema.users).values({ username: adminUsername, nickname: '管理员', passwordHash, role: 'admin' }).onConflictDoNothing();
    await tx.insert(schema.siteConfig).values({ key: seedMarkerKey, value: JSON.stringify(new Date().toISOString()), isPublic: false });
  });
  if (!adminPassword) onGeneratedPassword(adminUsername, password);
  return true;
}

function insertConfigDefaults(db: Pick<Database, 'insert'>) {
  return db
    .insert(schema.siteConfig)
    .values(defaultConfig.map(({ key, value, public: isPublic }) => ({ key, value: JSON.stringify(value), isPublic })))
    .onConflictDoNothing();
}
