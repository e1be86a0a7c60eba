import type { Clock } from '../../domain/clock.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';
import { DomainError, type Localized } from '../../domain/errors.js';
import type { Database } from '../../db/client.js';
import { accountMessages, type WechatRegistrationTicket } from '../accounts/index.js';
import { rewardInviter } from '../economy/index.js';
import { wechatMessages } from './messages.js';
import { parseNotifyMessage, passiveTextReply, type NotifyMessage } from './notifyMessage.js';
import { verifyNotifySignature, type SignedQuery } from './notifySignature.js';
import { OfficialAccountClient, type WechatHosts } from './officialAccountClient.js';
import { bindWechatOpenId, findWechatUser } from './wechatAccounts.js';
import { WechatScenes, type Scene } from './wechatScenes.js';

/** An invite code travels with a login scene; anything that cannot be one is dropped, not refused. */
const inviteCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface OfficialAccountLoginDeps {
  db: Database;
  config: ConfigStore;
  ephemeral: EphemeralStore;
  clock: Clock;
  env: WechatHosts;
  /** A session token for a user (current token version). */
  issueToken: (user: { id: number; tokenVersion: number }) => Promise<string>;
  /** The signed registration ticket handed out instead of an openid (accounts' registeV3 takes it). */
  signTicket: (ticket: WechatRegistrationTicket) => Promise<string>;
}

/** What a login poll or a silent login gives: a session token, or a registration ticket for an unknown WeChat user. */
export type LoginOutcome = { token: string } | { openId: string };

/** What a WeChat event push is answered with. */
export type PushAnswer = { kind: 'forbidden' } | { kind: 'ack'; log?: { encrypted: boolean } } | { kind: 'handled'; event: string; reply: string | null };

/**
 * The official account's QR login, binding and silent login (SPEC §7 "Messaging-platform login and binding",
 * PROTOCOLS §3 done safely, §8 items 3, 4, 9, 17): scenes are created here and live in the shared ephemeral store for
 * the QR's 120 s; event pushes count only with WeChat's signature; a token is issued only for a scene this server
 * created and a user who really scanned it; an unknown user gets a signed registration ticket, not the openid.
 */
export class OfficialAccountLogin {
  private readonly client: OfficialAccountClient;
  private readonly scenes: WechatScenes;

  constructor(private readonly deps: OfficialAccountLoginDeps) {
    this.client = new OfficialAccountClient(deps.env, deps.config, deps.ephemeral);
    this.scenes = new WechatScenes(deps.ephemeral, deps.clock);
  }

  /** The QR image of a live scene: one WeChat QR per scene, expiring with it. */
  private async qrImageOf(sceneStr: string, scene: Scene): Promise<string> {
    const existing = await this.scenes.qrTicket(sceneStr);
    if (existing) return this.client.qrImageUrl(existing);
    const remaining = this.scenes.remainingMs(scene);
    if (remaining <= 0) throw new DomainError(accountMessages.wechatSceneInvalid);
    const { ticket } = await this.client.createSceneQr(sceneStr, Math.ceil(remaining / 1000));
    await this.scenes.saveQrTicket(sceneStr, scene, ticket);
    return this.client.qrImageUrl(ticket);
  }

  /** A new login scene (lives 120 s); refused while the official account is not configured. */
  async createLoginScene(invitedBy: string | null | undefined): Promise<string> {
    this.client.credentials();
    return this.scenes.create(invitedBy && inviteCodePattern.test(invitedBy) ? { kind: 'login', invitedBy } : { kind: 'login' });
  }

  /** The QR image URL of a login scene. */
  async loginQrImage(sceneStr: string): Promise<string> {
    const scene = await this.scenes.get(sceneStr);
    if (!scene || scene.kind !== 'login') throw new DomainError(accountMessages.wechatSceneInvalid);
    return this.qrImageOf(sceneStr, scene);
  }

  /** A login scene's state: null until scanned, then a token (single use: of concurrent polls, one gets it) or a ticket. */
  async pollLogin(sceneStr: string): Promise<LoginOutcome | null> {
    const scene = await this.scenes.get(sceneStr);
    if (!scene || scene.kind !== 'login') return null;
    const openId = await this.scenes.scannedOpenId(sceneStr);
    if (!openId) return null;
    const user = await findWechatUser(this.deps.db, { openId });
    if (!user) return { openId: await this.deps.signTicket({ openId, scene: sceneStr, ...(scene.invitedBy ? { invitedBy: scene.invitedBy } : {}) }) };
    if (!(await this.scenes.consume(sceneStr))) return null;
    return { token: await this.deps.issueToken(user) };
  }

  /** A new bind scene for the user (lives 120 s). */
  async createBindScene(userId: number): Promise<string> {
    this.client.credentials();
    return this.scenes.create({ kind: 'bind', userId });
  }

  /** The QR image URL of the user's own bind scene. */
  /** Whether a scene string names a live bind scene (its QR image then needs its owner's token). */
  async isBindScene(sceneStr: string): Promise<boolean> {
    return (await this.scenes.get(sceneStr))?.kind === 'bind';
  }

  async bindQrImage(sceneStr: string, userId: number): Promise<string> {
    const scene = await this.scenes.get(sceneStr);
    if (!scene || scene.kind !== 'bind' || scene.userId !== userId) throw new DomainError(accountMessages.wechatSceneInvalid);
    return this.qrImageOf(sceneStr, scene);
  }

  /** The user's bind scene: its result once scanned; status false with no message while waiting. */
  async bindStatus(sceneStr: string, userId: number): Promise<{ status: boolean; message: Localized | null }> {
    const result = await this.scenes.bindResult(sceneStr, userId);
    if (result) return { status: result.status, message: accountMessages[result.message] };
    const scene = await this.scenes.get(sceneStr);
    if (!scene || scene.kind !== 'bind' || scene.userId !== userId) return { status: false, message: accountMessages.wechatSceneInvalid };
    return { status: false, message: null };
  }

  /** Silent login in the WeChat browser: the OAuth code for a token or a registration ticket. */
  async loginByCode(code: string): Promise<LoginOutcome> {
    const identity = await this.client.exchangeOauthCode(code);
    const user = await findWechatUser(this.deps.db, identity);
    if (!user) return { openId: await this.deps.signTicket({ openId: identity.openId, ...(identity.unionId ? { unionId: identity.unionId } : {}) }) };
    return { token: await this.deps.issueToken(user) };
  }

  /** The WeChat authorisation URL that returns to `url` (http or https only) with a code. */
  authorizeUrl(url: string, isOwnPage: (target: URL) => boolean): string {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new DomainError(wechatMessages.redirectUrlInvalid);
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new DomainError(wechatMessages.redirectUrlInvalid);
    const authorize = this.client.authorizeUrl(url);
    // WeChat sends the user back to this page with a login code: only this site's own pages may receive one.
    if (!isOwnPage(target)) throw new DomainError(wechatMessages.redirectUrlInvalid);
    return authorize;
  }

  /** WeChat's server-URL check: echostr, only for WeChat's own signature; null otherwise. */
  serverUrlEcho(query: SignedQuery & { echostr?: string }): string | null {
    if (!verifyNotifySignature(this.client.notifyToken(), query) || !query.echostr) return null;
    return query.echostr;
  }

  /** The operator's passive reply text for a key, or null when unset. */
  private configuredText(key: string): string | null {
    const value = this.deps.config.get<unknown>(key, '');
    return typeof value === 'string' && value.trim() ? value : null;
  }

  /** Acts on a scan of one of our scenes; returns the passive reply text, if any. */
  private async handleScan(message: NotifyMessage, sceneStr: string): Promise<string | null> {
    const { db, config, clock } = this.deps;
    const subscribed = message.event === 'subscribe';
    const scene = sceneStr ? await this.scenes.get(sceneStr) : null;
    // Not a scene of ours (a plain follow, an expired or foreign code): nobody is logged in or bound.
    if (!scene) return subscribed ? this.configuredText('officialSubscribeText') : null;
    // The first scan of a scene counts; a second person scanning the same code changes nothing.
    if (!(await this.scenes.recordScan(sceneStr, scene, message.fromUserName))) return null;
    if (scene.kind === 'login') return (subscribed && this.configuredText('officialSubscribeText')) || this.configuredText('officialScanLoginText');
    let result: Awaited<ReturnType<typeof bindWechatOpenId>>;
    try {
      result = await bindWechatOpenId(db, scene.userId, message.fromUserName);
      await this.scenes.saveBindResult(sceneStr, scene.userId, result);
    } catch (error) {
      await this.scenes.releaseScan(sceneStr).catch(() => {});
      throw error;
    }
    await this.scenes.consume(sceneStr);
    if (result.status) await rewardInviter(db, config, scene.userId, clock.now());
    return result.status ? this.configuredText('officialBindAccountText') : null;
  }

  /**
   * An event push. The signature is checked before anything else (PROTOCOLS §8.3): a forged push is forbidden and
   * changes nothing. Only the scene and bind writes run before the answer; `handled` carries the passive XML reply.
   */
  async handlePush(query: SignedQuery, body: unknown): Promise<PushAnswer> {
    if (!verifyNotifySignature(this.client.notifyToken(), query)) return { kind: 'forbidden' };
    const message = typeof body === 'string' ? parseNotifyMessage(body) : null;
    // Safe (encrypted-only) mode is not supported: the operator chooses plain-text or compatible mode.
    if (!message || !message.msgType) return { kind: 'ack', log: { encrypted: Boolean(message?.encrypt) } };
    if (message.msgType !== 'event' || (message.event !== 'SCAN' && message.event !== 'subscribe')) return { kind: 'ack' };
    if (!message.fromUserName || !message.createTime) return { kind: 'ack' };
    // A new follower's key carries the qrscene_ prefix; a follower's SCAN key is the scene itself.
    const sceneStr =
      message.event === 'subscribe' ? (message.eventKey.startsWith('qrscene_') ? message.eventKey.slice('qrscene_'.length) : '') : message.eventKey;
    if (!(await this.scenes.firstDelivery(message))) return { kind: 'ack' };
    let text: string | null;
    try {
      text = await this.handleScan(message, sceneStr);
    } catch (error) {
      await this.scenes.forgetDelivery(message).catch(() => {});
      throw error;
    }
    return { kind: 'handled', event: message.event, reply: text ? passiveTextReply(message, text, this.deps.clock.now()) : null };
  }
}
