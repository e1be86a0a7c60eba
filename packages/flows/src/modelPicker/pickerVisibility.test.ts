import { describe, expect, it } from 'vitest';
import { deepseekConfig } from './models.fixtures';
import { isPickerVisible, type PickerGroup } from './pickerVisibility';

const chatGroup: PickerGroup = { appId: null, config: JSON.stringify(deepseekConfig) };
const appConfig = JSON.stringify({ modelInfo: { ...deepseekConfig.modelInfo, modelType: 'app' } });

describe('isPickerVisible (SPEC §2.2)', () => {
  it('shows on /chat, /chat/{id} and /document (query and hash ignored)', () => {
    for (const path of ['/chat', '/chat/', '/chat/42', '/chat/42?from=share', '/document', '/document/7', '/document#top']) {
      expect(isPickerVisible({ path, group: chatGroup })).toBe(true);
    }
  });

  it('hides everywhere else, including the prompt list and look-alike paths', () => {
    for (const path of ['/', '/homePage', '/chat/prompt', '/chatroom', '/documents', '/mindMap', '/draw/midjourney', '/gpt']) {
      expect(isPickerVisible({ path, group: chatGroup })).toBe(false);
    }
  });

  it('shows before a conversation exists (no group)', () => {
    expect(isPickerVisible({ path: '/chat', group: null })).toBe(true);
  });

  it('hides for an app-type chat: appId set, gptsApp set, or config.modelInfo.modelType app', () => {
    expect(isPickerVisible({ path: '/chat/3', group: { ...chatGroup, appId: 12 } })).toBe(false);
    expect(isPickerVisible({ path: '/chat/3', group: { ...chatGroup, appId: 0 } })).toBe(false);
    expect(isPickerVisible({ path: '/chat/3', group: { ...chatGroup, gptsApp: { id: 5 } } })).toBe(false);
    expect(isPickerVisible({ path: '/chat/3', group: { appId: null, config: appConfig } })).toBe(false);
  });

  it('an unreadable or empty config counts as a plain chat', () => {
    expect(isPickerVisible({ path: '/chat/3', group: { appId: null, config: '' } })).toBe(true);
    expect(isPickerVisible({ path: '/chat/3', group: { appId: null, config: '{bad' } })).toBe(true);
  });
});
