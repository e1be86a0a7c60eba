import { type Static, Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope } from '../../../http/envelope.js';
import type { TaskRequest } from '../drawingService.js';
import { maxBaseImages, maxPromptLength, mjModels, mjQualities, mjStyles } from '../mjForm.js';
import { drawingMessages } from '../messages.js';

// The drawing routes' shared schemas: the draw form as task_add takes it, and a drawing as every reply shows it.

const Mode = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 fast, 2 relax, 3 turbo' });
export const Prompt = Type.String({ maxLength: maxPromptLength });

/**
 * task_add's params, one object for every type (a union of objects cannot be told apart once public routes strip
 * undeclared fields, and Ajv's discriminator takes only string tags): type 1 reads the draw form's fields, 4 taskId,
 * customId and the modal's prompt or mask, 6 the prompt. What a type needs is checked by `taskRequest`.
 */
const TaskParams = Type.Object(
  {
    prompt: Type.Optional(Prompt),
    model: Type.Optional(
      Type.Union(
        mjModels.map((model) => Type.Literal(model)),
        { description: 'MJ-7 … MJ-5.1 send --v, NIJI-6/5 --niji (default MJ-5.2)' },
      ),
    ),
    style: Type.Optional(
      Type.Union(
        mjStyles.map((style) => Type.Literal(style)),
        { description: 'raw for MJ; cute, expressive, scenic, original for NIJI' },
      ),
    ),
    quality: Type.Optional(
      Type.Union(
        mjQualities.map((quality) => Type.Literal(quality)),
        { description: '--q (default 2)' },
      ),
    ),
    stylize: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '--s (default 100)' })),
    diversity: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: '--c (default 30)' })),
    similarity: Type.Optional(Type.Number({ minimum: 0, maximum: 3, description: '--iw with reference images (default 1)' })),
    sensitiveWords: Type.Optional(Type.String({ maxLength: 200, description: '--no' })),
    size: Type.Optional(Type.String({ pattern: '^\\d{1,2}:\\d{1,2}$', maxLength: 5, description: '--ar (default 9:16)' })),
    baseImage: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: maxBaseImages, description: 'Reference image URLs (add-refer)' })),
    mode: Type.Optional(Mode),
    translate: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: a Chinese prompt is translated first (default)' })),
    extendParam: Type.Optional(
      Type.Array(Type.String({ maxLength: 520 }), { maxItems: 8, description: 'Allowed: --seed --stop --tile --weird --cref/--cw --sref/--sw' }),
    ),
    taskId: Type.Optional(Int4({ minimum: 1, description: 'type 4: the drawing the button is under' })),
    customId: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'type 4: the button' })),
    maskBase64: Type.Optional(Type.String({ maxLength: 14_000_000, description: 'type 4, Vary (Region): a PNG, white where to redraw' })),
  },
  { $id: 'DrawTaskParams' },
);

export const TaskAdd = Type.Object({
  type: Type.Union([Type.Literal(1), Type.Literal(4), Type.Literal(6)], { description: '1 imagine, 4 an action on a finished drawing, 6 shorten' }),
  params: TaskParams,
  groupId: Type.Optional(Int4({ minimum: 1 })),
});

/** The request a type makes of its params (each type's required fields present). */
export function taskRequest(body: Static<typeof TaskAdd>): TaskRequest {
  const { type, params } = body;
  const prompt = params.prompt ?? '';
  if (type === 4) {
    if (params.taskId === undefined || params.customId === undefined) throw new DomainError(drawingMessages.unknownAction);
    return { type, params: { taskId: params.taskId, customId: params.customId, prompt: params.prompt, maskBase64: params.maskBase64, mode: params.mode } };
  }
  if (type === 6) return { type, params: { prompt, mode: params.mode } };
  const { taskId: _taskId, customId: _customId, maskBase64: _mask, ...form } = params;
  return { type, params: { ...form, prompt } };
}

const Button = Type.Object({ customId: Type.String(), label: Type.String(), emoji: Type.String() });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const Drawing = Type.Object(
  {
    id: Type.Integer(),
    jobId: Type.Integer(),
    kind: Type.Union([Type.Literal('mj'), Type.Literal('image')]),
    action: Type.String(),
    mode: Nullable(Type.Union([Type.Literal('fast'), Type.Literal('relax'), Type.Literal('turbo')])),
    botType: Nullable(Type.Union([Type.Literal('MID_JOURNEY'), Type.Literal('NIJI_JOURNEY')])),
    status: Type.Integer({ description: '1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled' }),
    state: Type.String({ description: 'The job: queued, preparing, submitting, running, transferring, succeeded, failed, cancelled' }),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    queueAhead: Type.Integer({ description: 'Tasks ahead of it in the proxy queue (排队中，前面还有N个任务)' }),
    prompt: Type.String(),
    originPrompt: Type.String(),
    imageUrl: Nullable(Type.String({ description: 'The picture (a signed URL, 30–60 min)' })),
    thumbUrl: Nullable(Type.String({ description: 'Its 480 px WebP thumbnail' })),
    preview: Nullable(Type.String({ description: 'A 24 px WebP data URL to show while the thumbnail loads' })),
    fileInfo: Nullable(Type.Object({ width: Type.Integer(), height: Type.Integer() })),
    images: Type.Array(
      Type.Object({
        imageUrl: Nullable(Type.String()),
        thumbUrl: Nullable(Type.String()),
        preview: Nullable(Type.String()),
        width: Type.Integer(),
        height: Type.Integer(),
      }),
      { description: 'Every picture of the drawing (several for an images model with n > 1)' },
    ),
    buttons: Type.Array(Button),
    resultText: Nullable(Type.String({ description: 'shorten: the shorter prompts' })),
    failReason: Nullable(Type.String()),
    refunded: Type.Integer({ description: 'Points given back when it failed' }),
    points: Type.Integer({ description: 'Points it cost' }),
    freeUse: Type.Boolean({ description: "It used a member's free drawing of the day" }),
    favorite: Type.Boolean(),
    parentId: Nullable(Type.Integer()),
    share: Nullable(
      Type.Object(
        {
          status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('hidden')], {
            description: 'pending 待审核, approved 已分享, rejected 未通过 (reason), hidden 已下架',
          }),
          reason: Type.String({ description: 'Why the operator rejected it' }),
          categoryId: Nullable(Type.Integer()),
          agreeNum: Type.Integer(),
          visitNum: Type.Integer(),
        },
        { description: 'Its share in the market (null: not shared)' },
      ),
    ),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'Drawing' },
);

export const Page = Type.Optional(Int4({ minimum: 1 }));
export const Size = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));
export const ModeUse = Type.Object({ used: Type.Integer(), total: Type.Integer() });

export const DrawingList = Envelope(
  Type.Object({
    rows: Type.Array(Drawing),
    count: Nullable(Type.Integer({ description: 'All matches (page mode); null with a cursor' })),
    nextCursor: Nullable(Type.Integer({ description: 'Pass as cursor for the next page; null at the end' })),
    demoMode: Type.Boolean({ description: 'No proxy is configured: the built-in simulator draws (演示模式)' }),
  }),
);
