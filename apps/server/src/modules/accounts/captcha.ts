import { randomInt, randomUUID } from 'node:crypto';
import type { EphemeralStore } from '../../domain/ephemeral/ephemeralStore.js';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/l). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const length = 4;
const captchaTtlMs = 5 * 60 * 1000;

type DrawOptions = { noise: number; color: boolean; inverse?: boolean; background?: string; width: number; height: number; fontSize: number };
type Draw = (text: string, options: DrawOptions) => string;

/** The interface theme a captcha is drawn for: dark grey strokes for light, light grey for dark. */
type CaptchaTheme = 'light' | 'dark';

/** The look asked for: SPEC §7's background `color` (coloured strokes on it), else the theme's greys on transparent. */
interface CaptchaLook {
  color?: string;
  theme?: CaptchaTheme;
}

// Shown at 120 × 44 CSS px. Random hues on a light page are too faint, so without a background the strokes are grey:
// svg-captcha's greys are #000–#444 on light and, inverted, #aaa–#eee on dark (both well above 4.5:1 on the field).
const size = { width: 120, height: 44, fontSize: 48 } as const;
const drawOptions = ({ color, theme = 'light' }: CaptchaLook): DrawOptions =>
  color ? { ...size, noise: 2, color: true, background: color } : { ...size, noise: 2, color: false, inverse: theme === 'dark' };

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

  async create(client: string, look: CaptchaLook = {}): Promise<{ svgCode: string; code: string }> {
    const answer = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    const id = randomUUID();
    await this.store.put(key(id), { answer: answer.toLowerCase() }, captchaTtlMs);
    await this.store.put(lastKey(client), { id }, captchaTtlMs);
    const draw = await loadDraw();
    return { svgCode: draw(answer, drawOptions(look)), code: id };
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
