import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { mjModels } from '../mjForm.js';

const whole = (maximum: number, minimum = 0) => Type.Integer({ minimum, maximum });
const price = whole(100_000);
const address = Type.String({ maxLength: 500, pattern: '^(https?://[^\\s]+)?$', description: 'An http(s) address, or empty' });

/** The draw form's sizes (any w:h up to 4:1 draws; the form offers these). */
const drawSizes = ['1:1', '9:16', '16:9', '3:4', '4:3', '2:3', '3:2'];
/** A /draw/smalltools template: its prompt has {input} where the user's words go. */
const QuickTool = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  description: Type.String({ maxLength: 60 }),
  template: Type.String({ minLength: 1, maxLength: 1000 }),
  placeholder: Type.String({ maxLength: 40 }),
  size: Type.Union(drawSizes.map((size) => Type.Literal(size))),
  model: Type.Union(mjModels.map((model) => Type.Literal(model))),
});

/** What the operator tunes at once: modes, prices, members' free drawings, limits, translation, words, quick tools. */
const DrawingSettings = Type.Object({
  mjModes: Type.Array(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), { minItems: 1, maxItems: 3, uniqueItems: true }),
  fast_mjDeduction1: price,
  fast_mjDeduction2: price,
  fast_mjDeduction3: price,
  relax_mjDeduction1: price,
  relax_mjDeduction2: price,
  relax_mjDeduction3: price,
  trubo_mjDeduction1: price,
  trubo_mjDeduction2: price,
  trubo_mjDeduction3: price,
  fast_vip_free: whole(1000),
  relax_vip_free: whole(1000),
  turbo_vip_free: whole(1000),
  mjConcurrentJobs: whole(50, 1),
  mjFastTimeoutMinutes: whole(1440, 1),
  mjRelaxTimeoutMinutes: whole(1440, 1),
  mjTranslateModel: Type.String({ maxLength: 100, description: 'A chat model, or empty for the default' }),
  mjSensitiveWords: Type.String({ maxLength: 20_000, description: 'One per line or comma-separated' }),
  drawSuggestWords: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 50 }),
  drawQuickTools: Type.Array(QuickTool, { maxItems: 24 }),
});
type DrawingSettings = Static<typeof DrawingSettings>;

/** Where drawings go: the proxies (one for all modes, or per mode; face swap) and the image host. */
const DrawingRouting = Type.Object({
  mjProxyHost: address,
  mjFastProxyHost: address,
  mjRelaxProxyHost: address,
  mjTurboProxyHost: address,
  mjFaceProxyHost: address,
  mjProxyImgUrl: address,
});
type DrawingRouting = Static<typeof DrawingRouting>;

const settingKeys = Object.keys(DrawingSettings.properties) as (keyof DrawingSettings)[];
const routingKeys = Object.keys(DrawingRouting.properties) as (keyof DrawingRouting)[];
/** Kept as JSON text in the site config (drawSettings.ts reads them so). */
const jsonKeys = new Set<string>(['mjModes', 'drawSuggestWords', 'drawQuickTools']);

const unknownModel = { zh: '翻译模型不存在或不是对话模型', en: 'The translation model does not exist or is not a chat model' };

/**
 * The back office's drawing settings (docs/drawing.md). Settings save at once; the routing (proxy and image hosts,
 * where users' prompts and pictures go) and the proxy's secret need the two-step confirmation, and the secret is
 * write-only: a reply only says whether it is set. The audit keeps values before and after, the secret as 已修改.
 */
const adminDrawingSettings: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.configStore;
  const read = (key: string) => {
    const value = store.get<unknown>(key, '');
    if (!jsonKeys.has(key)) return value;
    try {
      return JSON.parse(String(value)) as unknown;
    } catch {
      return [];
    }
  };
  const stored = (key: string, value: unknown) => (jsonKeys.has(key) ? JSON.stringify(value) : value);
  const snapshot = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, read(key)]));

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/drawing/settings',
        {
          schema: {
            tags: ['admin'],
            summary: "Drawing's settings, routing, whether the proxy secret is set, and the chat models that can translate",
            response: {
              200: Envelope(
                Type.Object({
                  settings: DrawingSettings,
                  routing: DrawingRouting,
                  secretSet: Type.Boolean(),
                  demoMode: Type.Boolean({ description: 'No proxy configured: the built-in simulator draws' }),
                  chatModels: Type.Array(Type.Object({ model: Type.String(), name: Type.String() })),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async () =>
          ok({
            settings: snapshot(settingKeys) as DrawingSettings,
            routing: snapshot(routingKeys) as DrawingRouting,
            secretSet: store.get<string>('mjProxySecret', '') !== '',
            demoMode: app.drawSettings.demoMode,
            chatModels: app.models.list('chat').map((row) => ({ model: row.model, name: row.modelName })),
          }),
      );

      operator.post(
        '/admin/drawing/settings',
        {
          schema: {
            tags: ['admin'],
            summary: "Changes drawing's settings (only the keys being changed)",
            body: Type.Object({ values: Type.Partial(DrawingSettings, { minProperties: 1 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { values } = request.body;
          const model = values.mjTranslateModel?.trim();
          if (model && app.models.byModel(model)?.modelType !== 'chat') throw new DomainError(unknownModel);
          const changed = Object.entries(values).map(([key, value]) => [key, key === 'mjTranslateModel' ? model : value] as const);
          const before = snapshot(changed.map(([key]) => key));
          await store.setMany(Object.fromEntries(changed.map(([key, value]) => [key, stored(key, value)])), (tx) =>
            app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'drawing.settings',
                target: changed.map(([key]) => key).join(','),
                before,
                after: Object.fromEntries(changed),
              },
              tx,
            ),
          );
          return ok(null);
        },
      );

      operator.post(
        '/admin/drawing/routing',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Changes where drawings go: proxy hosts, the image host, the proxy secret (two-step confirmation)',
            description: 'Hosts are addresses or empty (empty everywhere: demo mode). mjProxySecret: a value replaces it, null clears it.',
            body: Type.Object({
              values: Type.Partial(
                Type.Object({ ...DrawingRouting.properties, mjProxySecret: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]) }),
                { minProperties: 1 },
              ),
            }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const entries = Object.entries(request.body.values).map(([key, value]) => [key, key === 'mjProxySecret' ? (value ?? '') : value] as const);
          const hosts = entries.filter(([key]) => key !== 'mjProxySecret').map(([key]) => key);
          const shown = (values: Record<string, unknown>) => ({
            ...values,
            ...(request.body.values.mjProxySecret !== undefined ? { mjProxySecret: '已修改' } : {}),
          });
          await store.setMany(Object.fromEntries(entries), (tx) =>
            app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'drawing.routing',
                target: entries.map(([key]) => key).join(','),
                before: snapshot(hosts),
                after: shown(Object.fromEntries(entries.filter(([key]) => key !== 'mjProxySecret'))),
              },
              tx,
            ),
          );
          return ok(null);
        },
      );
    }),
  );
};
export default adminDrawingSettings;
