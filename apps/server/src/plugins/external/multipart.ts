import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes } from '../../domain/files/uploadRules.js';

/** multipart/form-data for uploads: one file of at most the largest upload size, a few small fields. */
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 } });
  },
  { name: 'multipart' },
);
