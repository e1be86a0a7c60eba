import type { FastifyInstance } from 'fastify';
import type { S3Config, S3ForcedError } from '../s3/s3State.js';
import type { SimState } from '../simState.js';
import { s3PatchSchema } from './controlSchemas.js';

type S3Patch = Partial<S3Config> & { error?: S3ForcedError | null };

/** `POST /__control/s3`: fields given replace the current ones; a bucket taken out of the list loses its objects. */
export function registerS3Control(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: S3Patch }>('/s3', { schema: { body: s3PatchSchema } }, async (request) => {
    const { error, ...config } = request.body;
    const s3 = state.s3;
    s3.config = { ...s3.config, ...config };
    for (const bucket of s3.objects.keys()) if (!s3.config.buckets.includes(bucket)) s3.objects.delete(bucket);
    if (error !== undefined) s3.error = error;
    return { config: s3.config, error: s3.error };
  });
}
