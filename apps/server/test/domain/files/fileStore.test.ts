import { describe, expect, it } from 'vitest';
import { isOwnKey, keyOfUrl, newKey, uploadsPrefix } from '../../../src/domain/files/fileStore';

const key = 'avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';

describe('file keys', () => {
  it('generates keys of the form dir/yyyymm/uuid.ext, which it recognises', () => {
    const generated = newKey('chat', 'pdf', new Date('2026-01-31T23:59:59Z'));
    expect(generated).toMatch(/^chat\/202601\/[0-9a-f-]{36}\.pdf$/);
    expect(isOwnKey(generated)).toBe(true);
  });

  it.each([
    ['unknown dir', 'secrets/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['traversal', 'avatar/../../etc/passwd'],
    ['encoded traversal', 'avatar/202611/%2e%2e/passwd'],
    ['client name', 'avatar/202611/me.png'],
    ['no extension', 'avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['trailing junk', `${key}/x`],
  ])('refuses a key that is not ours: %s', (_case, candidate) => {
    expect(isOwnKey(candidate)).toBe(false);
  });
});

describe('keyOfUrl', () => {
  const local = [uploadsPrefix];
  const cdn = ['https://cdn.example.com/files/', uploadsPrefix];

  it('maps a site-relative URL and one on the request’s own host', () => {
    expect(keyOfUrl(`/uploads/${key}`, 'lingxi.test', local)).toBe(key);
    expect(keyOfUrl(`https://lingxi.test/uploads/${key}`, 'lingxi.test', local)).toBe(key);
    expect(keyOfUrl(`http://lingxi.test:80/uploads/${key}`, 'lingxi.test', local)).toBe(key);
  });

  it('maps a URL under the configured public base', () => {
    expect(keyOfUrl(`https://cdn.example.com/files/${key}`, 'lingxi.test', cdn)).toBe(key);
    expect(keyOfUrl(`/uploads/${key}`, 'lingxi.test', cdn)).toBe(key);
  });

  it.each([
    `https://evil.example.com/uploads/${key}`,
    `http://cdn.example.com/files/${key}`,
    `https://cdn.example.com/other/${key}`,
    `https://lingxi.test.evil.com/uploads/${key}`,
    `https://user:pw@lingxi.test/uploads/${key}`,
    `/uploads/${key}?x=1`,
    `/uploads/${key}#x`,
    `file:///uploads/${key}`,
    `//evil.example.com/uploads/${key}`,
    'javascript:alert(1)',
    '/uploads/avatar/202611/../../../etc/passwd',
    'http://[::1',
  ])('refuses %s', (url) => {
    expect(keyOfUrl(url, 'lingxi.test', cdn)).toBeNull();
  });
});
