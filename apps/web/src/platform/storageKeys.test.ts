import { describe, expect, it } from 'vitest';
import { defaultAppSettings, readAppSettings, storageKeys, storageModes } from './storageKeys';

describe('storageKeys', () => {
  it('names every item of SPEC §3 by its key (and the two draw forms and the knowledge base kept beyond it)', () => {
    expect(Object.values(storageKeys)).toEqual([
      'appSettings',
      'chatLogId',
      'token',
      'fingerprint',
      'chosenModel',
      'showNotice',
      'invitedBy',
      'newUser',
      'drawForm',
      'dallForm',
      'knowledgeBase',
    ]);
  });

  it('encrypts the token, the registered user and the inviter, and keeps the rest plain', () => {
    const encrypted = Object.entries(storageModes)
      .filter(([, mode]) => mode === 'encrypted')
      .map(([name]) => name);
    expect(encrypted.sort()).toEqual(['invitedBy', 'newUser', 'token']);
  });
});

describe('readAppSettings', () => {
  it.each([undefined, null, 'dark', 42, true])('falls back to the defaults for %s', (raw) => {
    expect(readAppSettings(raw)).toEqual(defaultAppSettings);
  });

  it('has the documented defaults', () => {
    expect(defaultAppSettings).toEqual({ siderCollapsed: false, chatListCollapsed: false, theme: 'auto', language: 'zh-CN', env: '', currentModule: 'chat' });
  });

  it('reads a complete, valid object', () => {
    const stored = { siderCollapsed: true, chatListCollapsed: true, theme: 'dark', language: 'zh-TW', env: 'dev', currentModule: 'draw' };
    expect(readAppSettings(stored)).toEqual(stored);
  });

  it('merges a partial object over the defaults', () => {
    expect(readAppSettings({ theme: 'light' })).toEqual({ ...defaultAppSettings, theme: 'light' });
  });

  it('ignores fields with invalid values and unknown fields', () => {
    const stored = { siderCollapsed: 'yes', chatListCollapsed: 1, theme: 'blue', language: 'fr', env: 3, currentModule: '', extra: 1 };
    expect(readAppSettings(stored)).toEqual(defaultAppSettings);
  });

  it('keeps the valid fields of a partly invalid object', () => {
    expect(readAppSettings({ siderCollapsed: true, theme: 'neon', language: 'en' })).toEqual({ ...defaultAppSettings, siderCollapsed: true, language: 'en' });
  });

  it('does not share the defaults object', () => {
    const settings = readAppSettings(undefined);
    settings.theme = 'dark';
    expect(defaultAppSettings.theme).toBe('auto');
  });
});
