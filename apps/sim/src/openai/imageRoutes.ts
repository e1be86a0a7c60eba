import type { FastifyInstance } from 'fastify';
import { isRecord } from '../shared/isRecord.js';
import type { OpenAiState } from './openaiState.js';
import { checkRange, invalidType, invalidValue, missing, type OpenAiErrorBody } from './openaiErrors.js';
import { renderScene } from '../midjourney/mjScene.js';
import { imageSeed } from './imageSeed.js';

const SIZES = ['256x256', '512x512', '1024x1024', '1792x1024', '1024x1792'];
const FORMATS = ['url', 'b64_json'];
const FILE_NAME = /^([0-9a-f]{16})-(\d{3,4})x(\d{3,4})\.png$/;

/** A size the route accepts as [width, height]. */
const dimensions = (size: string): [number, number] => size.split('x').map(Number) as [number, number];
/** The picture of a seed: a scene drawn at the requested size (real PNGs, as a storage transfer needs). */
const picture = (seed: string, [width, height]: [number, number]) => renderScene(seed, seed, width, height);

interface ImageRequest {
  prompt: string;
  n: number;
  format: string;
  size: string;
}

function validateImageRequest(body: unknown): { ok: true; value: ImageRequest } | { ok: false; error: OpenAiErrorBody } {
  if (!isRecord(body)) return { ok: false, error: invalidType('body', 'an object', body) };
  const { prompt, size, response_format: format = 'url' } = body;
  const error =
    (prompt === undefined ? missing('prompt') : null) ??
    (typeof prompt !== 'string' ? invalidType('prompt', 'a string', prompt) : null) ??
    checkRange(body, 'n', true, 1, 10) ??
    (size !== undefined && !SIZES.includes(size as string) ? invalidValue('size', size, SIZES) : null) ??
    (!FORMATS.includes(format as string) ? invalidValue('response_format', format, FORMATS) : null);
  if (error) return { ok: false, error };
  return {
    ok: true,
    value: { prompt: prompt as string, n: (body.n as number | undefined) ?? 1, format: format as string, size: (size as string | undefined) ?? '1024x1024' },
  };
}

/** `POST /images/generations`, mounted under the authenticated /v1 prefix. */
export function registerImageGenerationRoute(app: FastifyInstance, state: { openai: OpenAiState }): void {
  app.post('/images/generations', async (request, reply) => {
    const validation = validateImageRequest(request.body);
    if (!validation.ok) return reply.code(400).send(validation.error);
    const { error } = state.openai.behaviour;
    if (error) return reply.code(error.status).send(error.body);
    const { prompt, n, format, size } = validation.value;
    const data = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const seed = imageSeed(prompt, i);
        return format === 'url'
          ? { url: `${request.protocol}://${request.host}/files/images/${seed}-${size}.png` }
          : { b64_json: (await picture(seed, dimensions(size))).toString('base64') };
      }),
    );
    return { created: Math.floor(Date.now() / 1000), data };
  });
}

/** Serves the images whose URLs the generation route hands out; no key, like a blob store URL. */
export function registerImageFileRoute(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/files/images/:name', async (request, reply) => {
    const [, seed, width, height] = FILE_NAME.exec(request.params.name) ?? [];
    if (!seed || !SIZES.includes(`${width}x${height}`)) return reply.code(404).send({ error: 'not found' });
    return reply.type('image/png').send(await picture(seed, [Number(width), Number(height)]));
  });
}
