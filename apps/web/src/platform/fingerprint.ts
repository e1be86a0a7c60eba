import { normaliseFingerprint } from '@lingxi/api-client';
import { murmurHash3_32 } from './murmurHash3';

/** Browser traits that stay the same between visits on one device and browser. */
export interface FingerprintTraits {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  timeZone: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  hardwareConcurrency: number;
  /** Chromium only (navigator.deviceMemory). */
  deviceMemory?: number;
  touchPoints: number;
}

const fingerprintSeed = 31;

/** The device fingerprint of SPEC §3: MurmurHash3 of the traits, an unsigned 32-bit integer. */
export function computeFingerprint(traits: FingerprintTraits): number {
  // A fixed order and JSON keep the hashed text unambiguous. Screen sides are sorted because some mobile
  // browsers swap width and height on rotation.
  const canonical = JSON.stringify([
    traits.userAgent,
    traits.language,
    traits.languages,
    traits.platform,
    traits.timeZone,
    Math.min(traits.screenWidth, traits.screenHeight),
    Math.max(traits.screenWidth, traits.screenHeight),
    traits.colorDepth,
    traits.hardwareConcurrency,
    traits.deviceMemory ?? null,
    traits.touchPoints,
  ]);
  return murmurHash3_32(canonical, fingerprintSeed);
}

type NavigatorTraits = Pick<Navigator, 'userAgent' | 'language' | 'languages' | 'platform' | 'hardwareConcurrency' | 'maxTouchPoints'> & {
  deviceMemory?: number;
};

/** Call with `navigator, screen, Intl.DateTimeFormat().resolvedOptions().timeZone`. */
export function readFingerprintTraits(nav: NavigatorTraits, screen: Pick<Screen, 'width' | 'height' | 'colorDepth'>, timeZone: string): FingerprintTraits {
  return {
    userAgent: nav.userAgent,
    language: nav.language,
    languages: [...nav.languages],
    platform: nav.platform,
    timeZone,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    hardwareConcurrency: nav.hardwareConcurrency,
    ...(typeof nav.deviceMemory === 'number' ? { deviceMemory: nav.deviceMemory } : {}),
    touchPoints: nav.maxTouchPoints,
  };
}

/**
 * The `Fingerprint` header value: above 2147483647 only the last 9 digits are kept, leading zeros included.
 * The api-client already applies this to what `getFingerprint` returns; this is for requests made outside it.
 */
export function fingerprintHeaderValue(fingerprint: number): string {
  return normaliseFingerprint(fingerprint);
}
