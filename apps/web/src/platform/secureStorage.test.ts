import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSecureStorage, defaultExpirySeconds, type StorageBackend } from './secureStorage';

const secret = 'test-secret';
const start = Date.UTC(2025, 0, 1);

function memoryBackend(): StorageBackend & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup(options: { secret?: string; prefix?: string } = {}) {
  const backend = memoryBackend();
  const clock = { time: start };
  const storage = createSecureStorage({ backend, secret: options.secret ?? secret, prefix: options.prefix, now: () => clock.time });
  return { backend, clock, storage };
}

function flipFirstChar(base64: string): string {
  return (base64[0] === 'A' ? 'B' : 'A') + base64.slice(1);
}

describe('createSecureStorage, encrypted items', () => {
  it.each([
    ['a string', 'abc.def.ghi'],
    ['a number', 42],
    ['a boolean', false],
    ['null', null],
    ['an array', [1, 'two', { three: 3 }]],
    ['an object', { username: '灵犀', password: 'p@ss', nested: { ok: true } }],
  ])('round-trips %s', async (_, value) => {
    const { storage } = setup();
    await storage.setEncrypted('item', value);
    expect(await storage.getEncrypted('item')).toEqual(value);
  });

  it('stores { v: 1, iv, data } under the prefixed key, with nothing readable in the clear', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 'visible-token-text');
    const raw = backend.items.get('lx:token');
    expect(raw).toBeDefined();
    expect(raw).not.toContain('visible-token-text');
    expect(JSON.parse(raw ?? '')).toEqual({ v: 1, iv: expect.any(String), data: expect.any(String) });
  });

  it('uses a fresh iv for every write', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 'same');
    const first = backend.items.get('lx:token');
    await storage.setEncrypted('token', 'same');
    expect(backend.items.get('lx:token')).not.toBe(first);
  });

  it('honours a custom prefix', async () => {
    const { backend, storage } = setup({ prefix: 'app.' });
    await storage.setEncrypted('token', 't');
    expect([...backend.items.keys()]).toEqual(['app.token']);
  });

  it('keeps an item for the default 7 days, up to the millisecond before its expiry', async () => {
    const { backend, clock, storage } = setup();
    await storage.setEncrypted('token', 't');
    clock.time = start + defaultExpirySeconds * 1000 - 1;
    expect(await storage.getEncrypted('token')).toBe('t');
    clock.time += 1;
    expect(await storage.getEncrypted('token')).toBeNull();
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('honours an explicit expiry', async () => {
    const { clock, storage } = setup();
    await storage.setEncrypted('token', 't', 60);
    clock.time = start + 59_999;
    expect(await storage.getEncrypted('token')).toBe('t');
    clock.time = start + 60_000;
    expect(await storage.getEncrypted('token')).toBeNull();
  });

  it('never expires an item stored with a null expiry', async () => {
    const { clock, storage } = setup();
    await storage.setEncrypted('token', 't', null);
    clock.time = start + 10 * 365 * 24 * 3600 * 1000;
    expect(await storage.getEncrypted('token')).toBe('t');
  });

  it('rejects an expiry that is negative or not finite', async () => {
    const { storage } = setup();
    await expect(storage.setEncrypted('token', 't', -1)).rejects.toThrow(RangeError);
    await expect(storage.setEncrypted('token', 't', Number.NaN)).rejects.toThrow(RangeError);
  });

  it('returns null for a missing item', async () => {
    const { storage } = setup();
    expect(await storage.getEncrypted('missing')).toBeNull();
  });

  it('drops an item whose ciphertext was tampered with', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 't');
    const payload = JSON.parse(backend.items.get('lx:token') ?? '') as { data: string };
    backend.items.set('lx:token', JSON.stringify({ ...payload, data: flipFirstChar(payload.data) }));
    expect(await storage.getEncrypted('token')).toBeNull();
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('drops an item whose iv or data is not base64', async () => {
    const { backend, storage } = setup();
    backend.items.set('lx:token', JSON.stringify({ v: 1, iv: '!!', data: '??' }));
    expect(await storage.getEncrypted('token')).toBeNull();
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('drops an item sealed under another secret', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 't');
    const other = createSecureStorage({ backend, secret: 'another-secret' });
    expect(await other.getEncrypted('token')).toBeNull();
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('drops a payload copied under another key', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 't');
    backend.items.set('lx:newUser', backend.items.get('lx:token') ?? '');
    expect(await storage.getEncrypted('newUser')).toBeNull();
    expect(await storage.getEncrypted('token')).toBe('t');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a plain value', '"t"'],
    ['another version', JSON.stringify({ v: 2, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' })],
    ['a payload without data', JSON.stringify({ v: 1, iv: 'AAAAAAAAAAAAAAAA' })],
  ])('drops a stored payload that is %s', async (_, raw) => {
    const { backend, storage } = setup();
    backend.items.set('lx:token', raw);
    expect(await storage.getEncrypted('token')).toBeNull();
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('removes the item when undefined is stored', async () => {
    const { backend, storage } = setup();
    await storage.setEncrypted('token', 't');
    await storage.setEncrypted('token', undefined);
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('lets a later remove win over an encryption still in flight', async () => {
    const { backend, storage } = setup();
    const pending = storage.setEncrypted('token', 't');
    storage.remove('token');
    await pending;
    expect(backend.items.has('lx:token')).toBe(false);
  });

  it('lets the last of two overlapping writes win', async () => {
    const { storage } = setup();
    await Promise.all([storage.setEncrypted('token', 'first'), storage.setEncrypted('token', 'second')]);
    expect(await storage.getEncrypted('token')).toBe('second');
  });

  it('does not drop a value written while an expired one was being decrypted', async () => {
    const { backend, clock, storage } = setup();
    await storage.setEncrypted('token', 'old', 1);
    clock.time = start + 1000;
    const reading = storage.getEncrypted('token');
    storage.setPlain('token', 'new');
    expect(await reading).toBeNull();
    expect(backend.items.get('lx:token')).toBe('"new"');
  });
});

describe('createSecureStorage, plain items', () => {
  it.each([
    ['a string', 'chat-12'],
    ['a number', 1735689600000],
    ['a boolean', true],
    ['an object', { siderCollapsed: true, theme: 'dark' }],
  ])('round-trips %s as JSON', (_, value) => {
    const { backend, storage } = setup();
    storage.setPlain('item', value);
    expect(backend.items.get('lx:item')).toBe(JSON.stringify(value));
    expect(storage.getPlain('item')).toEqual(value);
  });

  it('returns null for a missing item', () => {
    const { storage } = setup();
    expect(storage.getPlain('missing')).toBeNull();
  });

  it('drops an unparseable item', () => {
    const { backend, storage } = setup();
    backend.items.set('lx:appSettings', '{"theme":');
    expect(storage.getPlain('appSettings')).toBeNull();
    expect(backend.items.has('lx:appSettings')).toBe(false);
  });

  it('removes the item when undefined is stored', () => {
    const { backend, storage } = setup();
    storage.setPlain('item', 1);
    storage.setPlain('item', undefined);
    expect(backend.items.has('lx:item')).toBe(false);
  });

  it('removes an item', () => {
    const { backend, storage } = setup();
    storage.setPlain('item', 1);
    storage.remove('item');
    expect(backend.items.has('lx:item')).toBe(false);
  });
});

describe('createSecureStorage over a failing backend', () => {
  const failing: StorageBackend = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  const storage = createSecureStorage({ backend: failing, secret });

  it('skips writes without throwing', async () => {
    await expect(storage.setEncrypted('token', 't')).resolves.toBeUndefined();
    expect(() => storage.setPlain('item', 1)).not.toThrow();
    expect(() => storage.remove('item')).not.toThrow();
  });

  it('reads nothing', async () => {
    expect(await storage.getEncrypted('token')).toBeNull();
    expect(storage.getPlain('item')).toBeNull();
  });
});

describe('createSecureStorage without WebCrypto (an insecure http origin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('skips encrypted writes and reads nothing, without throwing', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const { backend, storage } = setup();
    await expect(storage.setEncrypted('token', 't')).resolves.toBeUndefined();
    expect(backend.items.has('lx:token')).toBe(false);
    expect(await storage.getEncrypted('token')).toBeNull();
    storage.setPlain('item', 1);
    expect(storage.getPlain('item')).toBe(1);
  });
});
