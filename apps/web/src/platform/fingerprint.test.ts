import { describe, expect, expectTypeOf, it } from 'vitest';
import { computeFingerprint, fingerprintHeaderValue, readFingerprintTraits, type FingerprintTraits } from './fingerprint';

const traits: FingerprintTraits = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  language: 'zh-CN',
  languages: ['zh-CN', 'zh', 'en'],
  platform: 'Win32',
  timeZone: 'Asia/Shanghai',
  screenWidth: 1920,
  screenHeight: 1080,
  colorDepth: 24,
  hardwareConcurrency: 8,
  deviceMemory: 8,
  touchPoints: 0,
};

describe('computeFingerprint', () => {
  it('gives the same number for the same traits', () => {
    expect(computeFingerprint({ ...traits, languages: [...traits.languages] })).toBe(computeFingerprint(traits));
  });

  // Checked against the MurmurHash3 C reference over the JSON text; a change here re-identifies every new device.
  it('is pinned for a known set of traits', () => {
    expect(computeFingerprint(traits)).toBe(705901425);
  });

  it.each<[string, Partial<FingerprintTraits>]>([
    ['userAgent', { userAgent: traits.userAgent.replace('131', '132') }],
    ['language', { language: 'en' }],
    ['languages', { languages: ['zh-CN', 'en'] }],
    ['platform', { platform: 'MacIntel' }],
    ['timeZone', { timeZone: 'Asia/Taipei' }],
    ['screenWidth', { screenWidth: 2560 }],
    ['screenHeight', { screenHeight: 1200 }],
    ['colorDepth', { colorDepth: 30 }],
    ['hardwareConcurrency', { hardwareConcurrency: 12 }],
    ['deviceMemory', { deviceMemory: 4 }],
    ['touchPoints', { touchPoints: 10 }],
  ])('changes when %s changes', (_, change) => {
    expect(computeFingerprint({ ...traits, ...change })).not.toBe(computeFingerprint(traits));
  });

  it('tells a missing deviceMemory from a present one', () => {
    const { deviceMemory: _, ...withoutMemory } = traits;
    expect(computeFingerprint(withoutMemory)).not.toBe(computeFingerprint(traits));
  });

  it('is unchanged when the screen rotates', () => {
    expect(computeFingerprint({ ...traits, screenWidth: 1080, screenHeight: 1920 })).toBe(computeFingerprint(traits));
  });

  it('is an unsigned 32-bit integer', () => {
    const fingerprint = computeFingerprint(traits);
    expect(Number.isInteger(fingerprint) && fingerprint >= 0 && fingerprint < 2 ** 32).toBe(true);
  });
});

describe('readFingerprintTraits', () => {
  const nav = {
    userAgent: traits.userAgent,
    language: 'zh-CN',
    languages: Object.freeze(['zh-CN', 'zh', 'en']),
    platform: 'Win32',
    hardwareConcurrency: 8,
    maxTouchPoints: 0,
  };
  const screen = { width: 1920, height: 1080, colorDepth: 24 };

  it('reads the traits of a Chromium browser', () => {
    expect(readFingerprintTraits({ ...nav, deviceMemory: 8 }, screen, 'Asia/Shanghai')).toEqual(traits);
  });

  it('takes the real navigator and screen', () => {
    expectTypeOf<Navigator>().toExtend<Parameters<typeof readFingerprintTraits>[0]>();
    expectTypeOf<Screen>().toExtend<Parameters<typeof readFingerprintTraits>[1]>();
  });

  it('leaves deviceMemory out where the browser has none', () => {
    expect(readFingerprintTraits(nav, screen, 'Asia/Shanghai')).not.toHaveProperty('deviceMemory');
  });
});

describe('fingerprintHeaderValue', () => {
  it.each([
    [0, '0'],
    [123456, '123456'],
    [2147483647, '2147483647'],
    [2147483648, '147483648'],
    [4294967295, '294967295'],
    [3000000001, '000000001'],
  ])('sends %d as %s', (fingerprint, header) => {
    expect(fingerprintHeaderValue(fingerprint)).toBe(header);
  });
});
