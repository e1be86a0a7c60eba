import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../shared/isRecord.js';
import type { SimState } from '../simState.js';
import { checkAccessToken } from './accessTokenRoutes.js';
import { qrPng } from './qrImage.js';
import { wechatErrors } from './wechatErrors.js';
import { isExpired } from './wechatMpState.js';

const DEFAULT_EXPIRE_SECONDS = 30;
const MAX_EXPIRE_SECONDS = 2_592_000;
/** action_name → [scene field, max scene_id or max scene_str length, permanent]. */
const ACTIONS: Record<string, ['scene_str' | 'scene_id', number, boolean]> = {
  QR_SCENE: ['scene_id', 4_294_967_295, false],
  QR_STR_SCENE: ['scene_str', 64, false],
  QR_LIMIT_SCENE: ['scene_id', 100_000, true],
  QR_LIMIT_STR_SCENE: ['scene_str', 64, true],
};

function sceneOf(body: Record<string, unknown>, field: 'scene_str' | 'scene_id', max: number): string | null {
  const info = body.action_info;
  const scene = isRecord(info) && isRecord(info.scene) ? info.scene[field] : undefined;
  if (field === 'scene_str') return typeof scene === 'string' && scene.length >= 1 && scene.length <= max ? scene : null;
  return Number.isInteger(scene) && (scene as number) >= 1 && (scene as number) <= max ? String(scene) : null;
}

function expireSecondsOf(body: Record<string, unknown>): number | null {
  const value = body.expire_seconds ?? DEFAULT_EXPIRE_SECONDS;
  return Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, MAX_EXPIRE_SECONDS) : null;
}

export function registerQrcodeRoutes(app: FastifyInstance, state: SimState): void {
  app.post<{ Querystring: { access_token?: string } }>('/cgi-bin/qrcode/create', async (request) => {
    const mp = state.wechatMp;
    const tokenError = checkAccessToken(mp, request.query.access_token);
    if (tokenError) return tokenError;
    const body = request.body;
    if (!isRecord(body)) return wechatErrors.dataFormatError;
    const action = typeof body.action_name === 'string' ? ACTIONS[body.action_name] : undefined;
    if (!action) return wechatErrors.invalidActionName;
    const [field, max, permanent] = action;
    const scene = sceneOf(body, field, max);
    if (scene === null) return wechatErrors.invalidActionInfo;
    const expireSeconds = permanent ? null : expireSecondsOf(body);
    if (!permanent && expireSeconds === null) return wechatErrors.invalidArgs;
    const ticket = `gQ${randomBytes(70).toString('base64')}`;
    const url = `http://weixin.qq.com/q/02${randomBytes(16).toString('base64url')}`;
    mp.tickets.set(ticket, {
      ticket,
      scene,
      actionName: body.action_name as string,
      url,
      expiresAt: expireSeconds === null ? null : Date.now() + expireSeconds * 1000,
    });
    return expireSeconds === null ? { ticket, url } : { ticket, expire_seconds: expireSeconds, url };
  });

  // The real image is served from mp.weixin.qq.com as image/jpg; the sim serves a PNG of the same URL.
  app.get<{ Querystring: { ticket?: string } }>('/cgi-bin/showqrcode', async (request, reply) => {
    const ticket = state.wechatMp.tickets.get(request.query.ticket ?? '');
    if (!ticket || isExpired(ticket)) return reply.code(404).send();
    return reply.type('image/png').send(await qrPng(ticket.url));
  });
}
