import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { isPublicKey } from '../../domain/files/fileStore.js';
import { HomeSlots } from './homeSlots.js';
import routes from './routes.js';
import { SlotAdmin } from './slotAdmin.js';

declare module 'fastify' {
  interface FastifyInstance {
    homeSlots: HomeSlots;
    slotAdmin: SlotAdmin;
  }
}

/** The home page's curated recommendations and carousel (/homePage), set by the operator. */
export default fp(
  async function home(app: FastifyInstance) {
    const { db } = app.database;
    const listed = async (ids: number[]) => {
      const { rows } = await app.appCatalog.list(null, { ids, page: 1, size: ids.length });
      return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, des: row.des, coverImg: row.coverImg, catName: row.catName }]));
    };
    /**
     * A slot's picture: a file of one of this site's public folders (POST /file/upload checked its bytes) that an
     * operator uploaded — any operator's, so one can edit another's slot. The back office uploads to app-logo.
     */
    const isImage = async (executor: Executor, url: string) => {
      const key = app.fileStore.keyOfUrl(url, undefined);
      if (key === null || !isPublicKey(key)) return false;
      const [row] = await executor
        .select({ key: schema.publicUploads.key })
        .from(schema.publicUploads)
        .innerJoin(schema.users, eq(schema.users.id, schema.publicUploads.userId))
        .where(and(eq(schema.publicUploads.key, key), eq(schema.users.role, 'admin')))
        .limit(1);
      return row !== undefined;
    };
    app.decorate('homeSlots', new HomeSlots({ db, now: () => app.clock.now(), listed }));
    app.decorate('slotAdmin', new SlotAdmin({ db, now: () => app.clock.now(), listed, isImage }));
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'home', dependencies: ['database', 'clock', 'apps', 'admin', 'file-store'] },
);
