import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';
import { DomainError, type Localized } from '../../domain/errors.js';
import type { SlotApp } from './homeSlots.js';
import { homeMessages as messages } from './messages.js';

const { homeSlots: h, apps: a, appRevisions: r } = schema;
type SlotRow = typeof h.$inferSelect;

/** A slot as the back office sends it; on a change only the fields given (null clears appId, tagId and the schedule). */
export interface SlotInput {
  kind?: SlotRow['kind'];
  title?: string;
  image?: string;
  target?: string;
  appId?: number | null;
  tagId?: number | null;
  sort?: number;
  startsAt?: string | null;
  endsAt?: string | null;
  enabled?: boolean;
}

/** The operator's limits: a title of 1–30 characters (code points, trimmed), a route of 200 at most. */
const slotLimits = { title: 30, target: 200 } as const;

/**
 * A route of this site: a path from its root — no other origin (`//host`, `https:`), no backslash, space or control
 * character (the web's `isSiteRoute` follows only such targets too).
 */
const isSiteRoute = (target: string) => target.startsWith('/') && !target.includes('//') && !/[\\\s\p{Cc}]/u.test(target) && target.length <= slotLimits.target;

const fail = (message: Localized): never => {
  throw new DomainError(message);
};

/** The slot with the given fields put in, trimmed, and checked in the form's order. */
async function checked(
  before: SlotRow | undefined,
  input: SlotInput,
  deps: { isImage: (url: string) => Promise<boolean>; appExists: (id: number) => Promise<boolean> },
) {
  const title = input.title?.trim();
  if (title !== undefined && title === '') fail(messages.titleRequired);
  if (title !== undefined && [...title].length > slotLimits.title) fail(messages.titleLength);
  const target = input.target?.trim();
  const image = input.image?.trim();
  const startsAt = input.startsAt === undefined ? undefined : input.startsAt === null ? null : new Date(input.startsAt);
  const endsAt = input.endsAt === undefined ? undefined : input.endsAt === null ? null : new Date(input.endsAt);
  const fields = Object.fromEntries(Object.entries({ ...input, title, target, image, startsAt, endsAt }).filter(([, value]) => value !== undefined)) as Partial<
    Omit<SlotRow, 'id'>
  >;
  const slot = { image: '', target: '', appId: null, startsAt: null, endsAt: null, ...before, ...fields };

  if (slot.target !== '' && slot.appId !== null) fail(messages.targetAndApp);
  if (slot.target === '' && slot.appId === null) fail(messages.targetOrApp);
  if (target !== undefined && target !== '' && !isSiteRoute(target)) fail(messages.targetInvalid);
  if (input.appId != null && input.appId !== before?.appId && !(await deps.appExists(input.appId))) fail(messages.unknownApp);
  // A route's slot shows the operator's picture; an app's shows its logo unless one is given.
  if (slot.appId === null && slot.image === '') fail(messages.imageRequired);
  if (image !== undefined && image !== '' && image !== before?.image && !(await deps.isImage(image))) fail(messages.imageInvalid);
  if (slot.startsAt && slot.endsAt && slot.endsAt.getTime() <= slot.startsAt.getTime()) fail(messages.scheduleOrder);
  return fields;
}

/**
 * The home slots in the back office: every slot (enabled, scheduled or not) with its app's name and whether users see
 * it now; created, changed and deleted. The user calls (/index-rec/*) read the table on every call, so a change shows
 * at once (an app's listing is the app store's, which its catalogue keeps for up to 30 s).
 */
export class SlotAdmin {
  constructor(
    private readonly deps: {
      db: Database;
      now: () => Date;
      listed: (ids: number[]) => Promise<Map<number, SlotApp>>;
      /** One of this site's public pictures an operator uploaded (read in the caller's transaction). */
      isImage: (executor: Executor, url: string) => Promise<boolean>;
    },
  ) {}

  /** Every slot of a kind (or both), in the users' order, with its app and whether users see it now. */
  async list(kind?: SlotRow['kind'], id?: number) {
    const rows = await this.deps.db
      .select()
      .from(h)
      .where(and(kind ? eq(h.kind, kind) : undefined, id === undefined ? undefined : eq(h.id, id)))
      .orderBy(asc(h.kind), asc(h.sort), asc(h.id));
    const appIds = [...new Set(rows.flatMap((row) => (row.appId === null ? [] : [row.appId])))];
    const [cards, listed] = appIds.length ? await Promise.all([this.appCards(appIds), this.deps.listed(appIds)]) : [new Map(), new Map()];
    const now = this.deps.now().getTime();
    return rows.map((row) => {
      const card = row.appId === null ? undefined : cards.get(row.appId);
      const isListed = row.appId !== null && listed.has(row.appId);
      const scheduled = (!row.startsAt || row.startsAt.getTime() <= now) && (!row.endsAt || row.endsAt.getTime() > now);
      return {
        ...row,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
        app: card ? { ...card, listed: isListed } : null,
        live: row.enabled && scheduled && (row.appId === null || isListed),
      };
    });
  }

  /** The apps' live names and logos, deleted ones included (their slots stay until the operator removes them). */
  private async appCards(ids: number[]) {
    const rows = await this.deps.db
      .select({ id: a.id, name: r.name, coverImg: r.coverImg, deletedAt: a.deletedAt })
      .from(a)
      .leftJoin(r, and(eq(r.appId, a.id), eq(r.state, 'live')))
      .where(inArray(a.id, ids));
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name ?? '', coverImg: row.coverImg ?? '', deleted: row.deletedAt !== null }]));
  }

  /** What the checks read, in the change's transaction (PGlite has one connection: a read beside it would wait on it). */
  private lookups(tx: Executor) {
    return {
      isImage: (url: string) => this.deps.isImage(tx, url),
      appExists: async (id: number) => {
        const [row] = await tx
          .select({ id: a.id })
          .from(a)
          .where(and(eq(a.id, id), isNull(a.deletedAt)));
        return row !== undefined;
      },
    };
  }

  async create(tx: Executor, input: SlotInput & Pick<Required<SlotInput>, 'kind' | 'title'>) {
    const fields = await checked(undefined, input, this.lookups(tx));
    const [after] = await tx
      .insert(h)
      .values(fields as typeof h.$inferInsert)
      .returning();
    return after!;
  }

  async update(tx: Executor, id: number, input: SlotInput) {
    const [before] = await tx.select().from(h).where(eq(h.id, id)).for('update');
    if (!before) throw new DomainError(messages.unknownSlot, 404);
    const fields = await checked(before, input, this.lookups(tx));
    const [after] = await tx.update(h).set(fields).where(eq(h.id, id)).returning();
    return { before, after: after! };
  }

  async remove(tx: Executor, id: number) {
    const [before] = await tx.delete(h).where(eq(h.id, id)).returning();
    if (!before) throw new DomainError(messages.unknownSlot, 404);
    return before;
  }

  /** A slot as GET /admin/home-slots lists it (read after its transaction committed). */
  async row(id: number) {
    const [row] = await this.list(undefined, id);
    return row!;
  }
}
