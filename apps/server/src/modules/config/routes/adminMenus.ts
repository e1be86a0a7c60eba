import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, max } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../../../db/executor.js';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { textLanguages } from '../../../domain/i18n/operatorTexts.js';
import { INT4_MIN, Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { isImageAddress, isMenuIcon, isWebAddress, menuIconNames } from '../menuIcons.js';
import { menuMessages } from '../messages.js';

const { menus } = schema;

const Id = Type.Object({ id: Int4({ minimum: 1 }) });
const Platform = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 the sidebar, 0 the mobile bottom bar' });
const Icon = (description: string) =>
  Type.String({ maxLength: 500, description: `${description}: '', a built-in name (${menuIconNames.join(', ')}) or an http(s) or /path image` });
const Texts = Type.Object(
  { menuName: Type.Optional(Type.String({ maxLength: 32 })), menuTipText: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
const fields = {
  pId: Int4({ minimum: 0, description: 'The parent entry (same menu); 0 top level' }),
  menuName: Type.String({ minLength: 1, maxLength: 32 }),
  menuPath: Type.String({ maxLength: 200, description: "The route pushed ('/chat'), or '' (an external entry)" }),
  menuIcon: Icon('The icon'),
  menuIconActive: Icon('The icon while current'),
  homeIcon: Icon("The home page's icon"),
  homeIconActive: Icon("The home page's icon while current"),
  menuCover: Type.String({ maxLength: 500, description: "The home card's cover: an http(s) or /path image, or ''" }),
  menuIframeUrl: Type.String({ maxLength: 2000, description: "An http(s) address opened in /extend (or a new tab when isJump), or ''" }),
  isJump: Type.Boolean({ description: 'The external address opens in a new tab' }),
  isNeedAuth: Type.Boolean({ description: 'Signed-in users only' }),
  menuTipText: Type.String({ maxLength: 200 }),
  sort: Int4({ minimum: INT4_MIN, description: 'Ascending among its siblings' }),
  isEnabled: Type.Boolean(),
  translations: Type.Object(Object.fromEntries(textLanguages.map((language) => [language, Type.Optional(Texts)])), {
    additionalProperties: false,
    description: 'menuName and menuTipText in en and zh-TW (replaces the stored ones)',
  }),
};
const { menuName, ...optional } = fields;
const NewMenuBody = Type.Object({ menuPlatform: Platform, menuName, ...Type.Partial(Type.Object(optional)).properties }, { additionalProperties: false });
const MenuChangesBody = Type.Partial(Type.Object(fields, { additionalProperties: false }), { minProperties: 1 });
type MenuChanges = Static<typeof MenuChangesBody>;
const ReorderBody = Type.Object(
  { menuPlatform: Platform, pId: Int4({ minimum: 0 }), ids: Type.Array(Int4({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false, description: 'Every child of pId in its new order' },
);

const AdminMenu = Type.Object({
  id: Type.Integer(),
  pId: Type.Integer(),
  menuPlatform: Type.Integer({ description: '1 the sidebar, 0 the mobile bottom bar' }),
  menuName: Type.String(),
  menuPath: Type.String(),
  menuIcon: Type.String(),
  menuIconActive: Type.String(),
  homeIcon: Type.String(),
  homeIconActive: Type.String(),
  menuCover: Type.String(),
  menuIframeUrl: Type.String(),
  isJump: Type.Boolean(),
  isNeedAuth: Type.Boolean(),
  menuTipText: Type.String(),
  sort: Type.Integer(),
  isEnabled: Type.Boolean(),
  translations: Type.Unknown({ description: '{en, zh-TW}: {menuName, menuTipText}, as the operator gave them' }),
});

/** The changes as stored, or the first rule they break (the web's own rules: menuTree.ts, menuIcons.ts). */
function checked<T extends MenuChanges>(values: T): T {
  const result = { ...values };
  if (result.menuName !== undefined) {
    result.menuName = result.menuName.trim();
    if (result.menuName === '') throw new DomainError(menuMessages.blankName);
  }
  if (result.menuPath !== undefined) {
    result.menuPath = result.menuPath.trim();
    if (result.menuPath !== '' && !/^\/(?!\/)\S*$/.test(result.menuPath)) throw new DomainError(menuMessages.badPath);
  }
  for (const field of ['menuIcon', 'menuIconActive', 'homeIcon', 'homeIconActive'] as const) {
    const value = result[field]?.trim();
    if (value === undefined) continue;
    if (!isMenuIcon(value)) throw new DomainError(menuMessages.badIcon(field));
    result[field] = value;
  }
  if (result.menuCover !== undefined) {
    result.menuCover = result.menuCover.trim();
    if (result.menuCover !== '' && !isImageAddress(result.menuCover)) throw new DomainError(menuMessages.badCover);
  }
  if (result.menuIframeUrl !== undefined) {
    result.menuIframeUrl = result.menuIframeUrl.trim();
    if (result.menuIframeUrl !== '' && !isWebAddress(result.menuIframeUrl)) throw new DomainError(menuMessages.badIframeUrl);
  }
  return result;
}

const ordered = (tx: Executor) => tx.select().from(menus).orderBy(asc(menus.menuPlatform), asc(menus.pId), asc(menus.sort), asc(menus.id));

/**
 * A parent for an entry of `platform`: 0, or an entry of the same menu that is neither the entry itself nor below it
 * (a cycle would hide the whole branch from the web's tree).
 */
async function checkParent(tx: Executor, platform: number, pId: number, self: number | null) {
  if (pId === 0) return;
  const rows = await tx.select({ id: menus.id, pId: menus.pId, menuPlatform: menus.menuPlatform }).from(menus).where(eq(menus.menuPlatform, platform));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!byId.has(pId)) throw new DomainError(menuMessages.unknownParent);
  for (let at: number | undefined = pId, steps = 0; at && steps <= rows.length; at = byId.get(at)?.pId, steps++)
    if (at === self) throw new DomainError(menuMessages.cyclicParent);
}

/** The sort after the last sibling under pId: a new or moved entry joins at the end. */
async function nextSort(tx: Executor, platform: number, pId: number) {
  const [row] = await tx
    .select({ last: max(menus.sort) })
    .from(menus)
    .where(and(eq(menus.menuPlatform, platform), eq(menus.pId, pId)));
  return (row?.last ?? 0) + 1;
}

/**
 * The back office's menus (SPEC §2.1): both trees — the sidebar (1) and the mobile bottom bar (0), each by pId —
 * with disabled entries; created, edited field by field, reordered among siblings, deleted (confirmed; never a parent
 * with children). Every write is audited in its transaction, then this instance's menu cache is dropped so the next
 * GET /menu/list serves the change; the table's trigger (migration 0017) tells the other instances.
 */
const adminMenus: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const changed = <T>(result: T) => {
    app.menuStore.invalidate();
    return result;
  };
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/menus',
        {
          schema: {
            tags: ['admin'],
            summary: 'Every menu entry of both menus, disabled ones too, by menu, parent and order',
            response: { 200: Envelope(Type.Array(AdminMenu)), ...errorReplies(401, 403) },
          },
        },
        async () => ok(await ordered(db)),
      );

      operator.post(
        '/admin/menus',
        {
          schema: {
            tags: ['admin'],
            summary: 'Creates a menu entry (last among its siblings unless a sort is given)',
            body: NewMenuBody,
            response: { 200: Envelope(AdminMenu), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const values = checked(request.body);
          const created = await db.transaction(async (tx) => {
            const pId = values.pId ?? 0;
            await checkParent(tx, values.menuPlatform, pId, null);
            const sort = values.sort ?? (await nextSort(tx, values.menuPlatform, pId));
            const [row] = await tx
              .insert(menus)
              .values({ ...values, pId, sort })
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'menus.create', target: `menu:${row!.id}`, after: row }, tx);
            return row!;
          });
          return ok(changed(created));
        },
      );

      operator.post(
        '/admin/menus/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'Changes a menu entry (the fields given; a new parent puts it last there unless a sort is given)',
            params: Id,
            body: MenuChangesBody,
            response: { 200: Envelope(AdminMenu), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const values = checked(request.body);
          const updated = await db.transaction(async (tx) => {
            const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
            if (!before) throw new DomainError(menuMessages.notFound, 404);
            const moved = values.pId !== undefined && values.pId !== before.pId;
            if (moved) await checkParent(tx, before.menuPlatform, values.pId!, id);
            const sort = values.sort ?? (moved ? await nextSort(tx, before.menuPlatform, values.pId!) : undefined);
            const [after] = await tx
              .update(menus)
              .set({ ...values, ...(sort === undefined ? {} : { sort }) })
              .where(eq(menus.id, id))
              .returning();
            await app.audit(request, { operatorId: request.user.id, action: 'menus.update', target: `menu:${id}`, before, after }, tx);
            return after!;
          });
          return ok(changed(updated));
        },
      );

      operator.post(
        '/admin/menus/reorder',
        {
          schema: {
            tags: ['admin'],
            summary: 'Orders the children of one parent (every one of them, in their new order)',
            body: ReorderBody,
            response: { 200: Envelope(Type.Array(AdminMenu)), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { menuPlatform, pId, ids } = request.body;
          const rows = await db.transaction(async (tx) => {
            const siblings = await tx
              .select()
              .from(menus)
              .where(and(eq(menus.menuPlatform, menuPlatform), eq(menus.pId, pId)))
              .orderBy(asc(menus.sort), asc(menus.id))
              .for('update');
            const known = new Set(siblings.map((row) => row.id));
            if (siblings.length !== ids.length || !ids.every((id) => known.has(id))) throw new DomainError(menuMessages.staleOrder);
            for (const [index, id] of ids.entries())
              await tx
                .update(menus)
                .set({ sort: index + 1 })
                .where(eq(menus.id, id));
            await app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'menus.reorder',
                target: `menus:${menuPlatform}:${pId}`,
                before: siblings.map((row) => row.id),
                after: ids,
              },
              tx,
            );
            return ordered(tx);
          });
          return ok(changed(rows));
        },
      );

      operator.delete(
        '/admin/menus/:id',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Deletes a menu entry without children (two-step confirmation)',
            params: Id,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const { id } = request.params;
          await db.transaction(async (tx) => {
            const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
            if (!before) throw new DomainError(menuMessages.notFound, 404);
            const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.pId, id)).limit(1);
            if (child) throw new DomainError(menuMessages.hasChildren);
            await tx.delete(menus).where(eq(menus.id, id));
            await app.audit(request, { operatorId: request.user.id, action: 'menus.delete', target: `menu:${id}`, before }, tx);
          });
          return ok(changed(null));
        },
      );
    }),
  );
};
export default adminMenus;
