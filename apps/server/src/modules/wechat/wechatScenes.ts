import { randomBytes } from 'node:crypto';
import type { Clock } from '../../domain/clock.js';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';

/** A scene and its QR code live this long (the QR's expire_seconds, PROTOCOLS §6 "WeChat"). */
const sceneLifetimeSeconds = 120;
/** WeChat retries a push three times within ~15 s; a processed event is remembered well beyond that. */
const eventMemoryMs = 10 * 60 * 1000;
/** A bind outcome stays readable for the polling client this long after the scan. */
const bindResultLifetimeMs = 2 * 60 * 1000;

export type LoginScene = { kind: 'login'; invitedBy?: string };
export type BindScene = { kind: 'bind'; userId: number };
export type Scene = (LoginScene | BindScene) & { /** epoch ms */ expiresAt: number };
/** A bind scene's outcome: success, or why not (a key of accountMessages, shown in the poller's language). */
export interface BindResult {
  status: boolean;
  message: 'wechatBound' | 'wechatTaken' | 'wechatSceneInvalid';
}

const scenePattern = /^[0-9a-f]{32}$/;
const sceneKey = (scene: string) => `wechat:scene:${scene}`;
const scanKey = (scene: string) => `wechat:scan:${scene}`;
const qrKey = (scene: string) => `wechat:qr:${scene}`;
const bindResultKey = (scene: string) => `wechat:bound:${scene}`;

export interface DeliveryKey {
  fromUserName: string;
  createTime: string;
  event: string;
  eventKey: string;
}
const eventKey = ({ fromUserName, createTime, event, eventKey }: DeliveryKey) => `wechat:event:${fromUserName}:${createTime}:${event}:${eventKey}`;

/**
 * QR scenes created by this server, kept in the shared ephemeral store (never process memory,
 * PROTOCOLS §8.17): the scene itself, the first scan it received, its QR ticket and, for a bind
 * scene, the outcome. Every entry dies with the scene.
 */
export class WechatScenes {
  constructor(
    private readonly ephemeral: EphemeralStore,
    private readonly clock: Clock,
  ) {}

  /** A new scene: 32 random hex characters (128 bits), unguessable and valid as a QR scene_str. */
  async create(scene: LoginScene | BindScene): Promise<string> {
    const id = randomBytes(16).toString('hex');
    const lifetimeMs = sceneLifetimeSeconds * 1000;
    await this.ephemeral.put(sceneKey(id), { ...scene, expiresAt: this.clock.now().getTime() + lifetimeMs } satisfies Scene, lifetimeMs);
    return id;
  }

  /** The live scene this server created, or null (unknown, expired, used, or not even a scene id). */
  async get(id: string): Promise<Scene | null> {
    if (!scenePattern.test(id)) return null;
    return this.ephemeral.get<Scene>(sceneKey(id));
  }

  remainingMs(scene: Scene): number {
    return scene.expiresAt - this.clock.now().getTime();
  }

  /** Records who scanned: the first scan of a scene counts, later ones are ignored (false). */
  async recordScan(id: string, scene: Scene, openId: string): Promise<boolean> {
    const remaining = this.remainingMs(scene);
    return remaining > 0 && this.ephemeral.claim(scanKey(id), { openId }, remaining);
  }

  /** Undoes recordScan when acting on the scan failed, so WeChat's retry can act on it. */
  async releaseScan(id: string): Promise<void> {
    await this.ephemeral.delete(scanKey(id));
  }

  async scannedOpenId(id: string): Promise<string | null> {
    return (await this.ephemeral.get<{ openId: string }>(scanKey(id)))?.openId ?? null;
  }

  /** Ends a scene once: true for the one caller that got it (concurrent polls cannot both log in). */
  async consume(id: string): Promise<boolean> {
    const taken = await this.ephemeral.take<Scene>(sceneKey(id));
    await Promise.all([this.ephemeral.delete(scanKey(id)), this.ephemeral.delete(qrKey(id))]);
    return taken !== null;
  }

  /** The QR ticket already created for the scene (one QR per scene, however often it is asked for). */
  async qrTicket(id: string): Promise<string | null> {
    return (await this.ephemeral.get<{ ticket: string }>(qrKey(id)))?.ticket ?? null;
  }

  async saveQrTicket(id: string, scene: Scene, ticket: string): Promise<void> {
    const remaining = this.remainingMs(scene);
    if (remaining > 0) await this.ephemeral.put(qrKey(id), { ticket }, remaining);
  }

  async saveBindResult(id: string, userId: number, result: BindResult): Promise<void> {
    await this.ephemeral.put(bindResultKey(id), { userId, ...result }, bindResultLifetimeMs);
  }

  /** The outcome of the caller's own bind scene, once the scan was handled. */
  async bindResult(id: string, userId: number): Promise<BindResult | null> {
    if (!scenePattern.test(id)) return null;
    const stored = await this.ephemeral.get<BindResult & { userId: number }>(bindResultKey(id));
    return stored && stored.userId === userId ? { status: stored.status, message: stored.message } : null;
  }

  /**
   * Marks a pushed event as handled: false when it already was, so WeChat's retries (the same
   * message again) are answered without acting twice. The key is FromUserName + CreateTime
   * (PROTOCOLS §5.7) plus the event and its key, so two different scans by one user within the same
   * second are still two events.
   */
  async firstDelivery(event: DeliveryKey): Promise<boolean> {
    return this.ephemeral.claim(eventKey(event), true, eventMemoryMs);
  }

  /** Forgets a delivery whose handling failed, so WeChat's retry is processed. */
  async forgetDelivery(event: DeliveryKey): Promise<void> {
    await this.ephemeral.delete(eventKey(event));
  }
}
