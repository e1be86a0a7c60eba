import { randomInt, randomUUID } from 'node:crypto';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/l). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const length = 4;
const captchaTtlMs = 5 * 60 * 1000;

type Draw = (text: string, options: { noise: number; color: boolean; background?: string; width: number; height: number; fontSize: number }) => string;
// svg-captcha draws any text (its own text generator uses Math.random, so the answer is drawn here).
// Loaded on the first captcha: parsing its font costs start-up time every visitor would pay.
let drawing: Promise<Draw> | undefined;
const loadDraw = () => (drawing ??= import('svg-captcha').then((module) => module.default as unknown as Draw));

const key = (id: string) => `captcha:${id}`;
/** The captcha last issued to a client (its Fingerprint header and address): what an answer without an id means. */
const lastKey = (client: string) => `captcha-last:${client}`;

/**
 * SVG picture codes that guard SMS sending. The answer stays on the server under an opaque id
 * (SPEC §7 returns it as `code`), lives 5 minutes and is used once — right or wrong. §7's sendPhoneCode sends only
 * the answer: then the captcha last issued to the same client (Fingerprint header and address) is the one checked.
 */
export class CaptchaService {
  constructor(private readonly store: EphemeralStore) {}

  async create(client: string, background?: string): Promise<{ svgCode: string; code: string }> {
    const answer = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    const id = randomUUID();
    await this.store.put(key(id), { answer: answer.toLowerCase() }, captchaTtlMs);
    await this.store.put(lastKey(client), { id }, captchaTtlMs);
    const draw = await loadDraw();
    return { svgCode: draw(answer, { noise: 2, color: true, background, width: 120, height: 40, fontSize: 46 }), code: id };
  }

  /**
   * True once for the right answer (case-insensitive); the captcha is gone after any attempt. Without an id, the
   * captcha last issued to this client is checked.
   */
  async verify(id: string | undefined, answer: string, client: string): Promise<boolean> {
    const last = await this.store.take<{ id: string }>(lastKey(client));
    const captchaId = id ?? last?.id;
    if (captchaId === undefined) return false;
    const entry = await this.store.take<{ answer: string }>(key(captchaId));
    return entry !== null && entry.answer === answer.trim().toLowerCase();
  }
}
