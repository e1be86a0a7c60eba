import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';

/** A host header that can only name a host: no path, query, `&` or `=` can ride along into signed URLs. */
const plainHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The site's public address for links we hand out (mail links, payment notify and return URLs): the
 * operator's `siteUrl`, else the address this request came to — and then only when its Host is a plain
 * host, since it is client-controlled and ends up inside signed provider parameters (PROTOCOLS §8).
 */
export function siteBase(request: FastifyRequest, siteUrl: string): string {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  if (!plainHost.test(request.host)) throw new DomainError({ zh: '请求地址无效', en: 'The request address is invalid' });
  return `${request.protocol}://${request.host}`;
}
