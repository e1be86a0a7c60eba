import { describe, expect, it } from 'vitest';
import { isOwnKey, isPublicKey, keyOfUrl, newKey, ownerOfKey, privateKeyOf, uploadsPrefix } from '../../../src/domain/files/fileStore';

const key = 'avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';

describe('file keys', () => {
  it('generates a public folder’s keys as dir/yyyymm/uuid.ext, which anyone may read', () => {
    const generated = newKey('avatar', 'png', { now: new Date('2026-01-31T23:59:59Z') });
    expect(generated).toMatch(/^avatar\/202601\/[0-9a-f-]{36}\.png$/);
    expect(isOwnKey(generated)).toBe(true);
    expect(isPublicKey(generated)).toBe(true);
    expect(ownerOfKey(generated)).toBeNull();
  });

  it('generates a private folder’s keys as private/dir/owner/yyyymm/uuid.ext, naming the owner', () => {
    const generated = newKey('chat', 'pdf', { owner: 42, now: new Date('2026-01-31T23:59:59Z') });
    expect(generated).toMatch(/^private\/chat\/42\/202601\/[0-9a-f-]{36}\.pdf$/);
    expect(isOwnKey(generated)).toBe(true);
    expect(isPublicKey(generated)).toBe(false);
    expect(ownerOfKey(generated)).toBe(42);
    expect(() => newKey('feedback-upload', 'png')).toThrow(/needs its owner/);
  });

  it('moves a private folder’s old shared-layout key under its owner; the old key is ours but not public', () => {
    const old = 'chat/202611/0f8fad5b-d9cb-469f-a165-70867728950e.txt';
    expect(isOwnKey(old)).toBe(true);
    expect(isPublicKey(old)).toBe(false);
    expect(privateKeyOf(old, 7)).toBe('private/chat/7/202611/0f8fad5b-d9cb-469f-a165-70867728950e.txt');
  });

  it.each([
    ['unknown dir', 'secrets/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['traversal', 'avatar/../../etc/passwd'],
    ['encoded traversal', 'avatar/202611/%2e%2e/passwd'],
    ['client name', 'avatar/202611/me.png'],
    ['no extension', 'avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['trailing junk', `${key}/x`],
    ['a public folder made private', 'private/avatar/7/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['no owner', 'private/chat/0/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
    ['an owner beyond int4', 'private/chat/12345678901/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png'],
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

  it('maps a private file’s route path on this site only, unsigned', () => {
    const privateKey = 'private/chat/7/202611/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    expect(keyOfUrl(`/api/file/${privateKey}`, 'lingxi.test', cdn)).toBe(privateKey);
    expect(keyOfUrl(`https://lingxi.test/api/file/${privateKey}`, 'lingxi.test', cdn)).toBe(privateKey);
    expect(keyOfUrl(`https://evil.test/api/file/${privateKey}`, 'lingxi.test', cdn)).toBeNull();
    expect(keyOfUrl(`/api/file/${privateKey}?exp=1&sig=x`, 'lingxi.test', cdn)).toBeNull();
    expect(keyOfUrl(`/api/file/${key}`, 'lingxi.test', cdn)).toBeNull();
    expect(keyOfUrl(`/uploads/${privateKey}`, 'lingxi.test', cdn)).toBeNull();
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
