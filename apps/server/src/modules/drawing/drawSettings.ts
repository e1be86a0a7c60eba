import type { ConfigStore } from '../../domain/config/configStore.js';
import type { PriceClass } from './mjActions.js';
import type { MjMode } from './mjForm.js';

/** Where a midjourney-proxy answers and with which secret. */
export interface ProxyTarget {
  baseUrl: string;
  secret: string;
}

/** Price keys' mode prefixes as seeded (SPEC §3 spells turbo "trubo" there). */
const pricePrefix: Record<MjMode, string> = { fast: 'fast', relax: 'relax', turbo: 'trubo' };
const modeNumbers: Record<MjMode, number> = { fast: 1, relax: 2, turbo: 3 };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');
const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback);

/** The operator's drawing settings, read from the site config on every use (it reloads on change). */
export class DrawSettings {
  constructor(
    private readonly config: ConfigStore,
    /** The in-process simulator (demo mode) when no proxy is configured. */
    private readonly demo: () => ProxyTarget | null,
  ) {}

  private get secret() {
    return this.config.get<string>('mjProxySecret', '');
  }

  /** True when the operator configured no proxy at all (screens then say 演示模式). */
  get demoMode(): boolean {
    return !['mjProxyHost', 'mjFastProxyHost', 'mjRelaxProxyHost', 'mjTurboProxyHost'].some((key) => trimmed(this.config.get(key, '')));
  }

  /** The proxy for a mode: its own host, else the single host, else the demo simulator; null when none. */
  proxyFor(mode: MjMode): ProxyTarget | null {
    const own = trimmed(this.config.get(`mj${mode[0]?.toUpperCase()}${mode.slice(1)}ProxyHost`, ''));
    const single = trimmed(this.config.get('mjProxyHost', ''));
    if (own || single) return { baseUrl: own || single, secret: this.secret };
    return this.demoMode ? this.demo() : null;
  }

  /** The face-swap proxy: its own host, else the fast one. */
  faceProxy(): ProxyTarget | null {
    const own = trimmed(this.config.get('mjFaceProxyHost', ''));
    return own ? { baseUrl: own, secret: this.secret } : this.proxyFor('fast');
  }

  /** Hosts a picture may be fetched from for a job on `proxy`: the proxy's own and the configured image host. */
  imageHosts(proxy: ProxyTarget): string[] {
    const hosts = [proxy.baseUrl, trimmed(this.config.get('mjProxyImgUrl', ''))].filter(Boolean);
    return hosts.flatMap((url) => {
      try {
        return [new URL(url).host];
      } catch {
        return [];
      }
    });
  }

  /** Discord's CDN is rewritten to the image host when one is set (PROTOCOLS §4). */
  rewriteImageUrl(url: string): string {
    const host = trimmed(this.config.get('mjProxyImgUrl', ''));
    if (!host) return url;
    try {
      const parsed = new URL(url);
      return parsed.host === 'cdn.discordapp.com' ? `${host}${parsed.pathname}${parsed.search}` : url;
    } catch {
      return url;
    }
  }

  modeEnabled(mode: MjMode): boolean {
    try {
      const modes = JSON.parse(this.config.get<string>('mjModes', '[1,2,3]')) as unknown;
      return Array.isArray(modes) && modes.includes(modeNumbers[mode]);
    } catch {
      return true;
    }
  }

  price(mode: MjMode, priceClass: PriceClass): number {
    return whole(this.config.get(`${pricePrefix[mode]}_mjDeduction${priceClass}`, 0), 0);
  }

  /** A member's free drawings per day in this mode. */
  vipFree(mode: MjMode): number {
    return whole(this.config.get(`${mode}_vip_free`, 0), 0);
  }

  get jobCap(): number {
    return Math.max(1, whole(this.config.get('mjConcurrentJobs', 3), 3));
  }

  timeoutMs(mode: MjMode): number {
    const minutes = mode === 'relax' ? whole(this.config.get('mjRelaxTimeoutMinutes', 30), 30) : whole(this.config.get('mjFastTimeoutMinutes', 10), 10);
    return Math.max(1, minutes) * 60_000;
  }

  get translateModel(): string {
    return this.config.get<string>('mjTranslateModel', '');
  }

  /** The chips under the prompt box (a JSON list of words). */
  suggestWords(): string[] {
    try {
      const words = JSON.parse(this.config.get<string>('drawSuggestWords', '[]')) as unknown;
      return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string').slice(0, 50) : [];
    } catch {
      return [];
    }
  }

  /** The operator's blocked words (one per line or comma-separated). */
  sensitiveWords(): string[] {
    return this.config
      .get<string>('mjSensitiveWords', '')
      .split(/[\n,，]/)
      .map((word) => word.trim())
      .filter(Boolean);
  }
}
