import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes } from '../../domain/files/uploadRules.js';

/**
 * multipart/form-data for uploads: one file of at most the largest upload size, a few small fields. Registered by
 * the upload routes' own scopes, not the app: @fastify/multipart adds two async hooks to every request of its scope
 * (~3 % of a cached read's CPU when it was global). Elsewhere a multipart body is refused with 415.
 */
export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 } });
  },
  { name: 'multipart' },
);
