import { describe, expect, it } from 'vitest';
import { composerKeyAction, type ComposerKey } from './composerKeys';

const key = (overrides: Partial<ComposerKey>): ComposerKey => ({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13, ...overrides });

describe('composerKeyAction', () => {
  it('sends on Enter and types a new line on Shift+Enter', () => {
    expect(composerKeyAction(key({}), false)).toBe('send');
    expect(composerKeyAction(key({ shiftKey: true }), false)).toBe('type');
    expect(composerKeyAction(key({ key: 'a', keyCode: 65 }), false)).toBe('type');
  });

  it('does not send on the Enter that confirms an IME candidate (isComposing, or keyCode 229 in Safari)', () => {
    expect(composerKeyAction(key({ isComposing: true }), false)).toBe('type');
    expect(composerKeyAction(key({ keyCode: 229 }), false)).toBe('type');
  });

  it('ignores Enter while an answer is being written, but still allows Shift+Enter', () => {
    expect(composerKeyAction(key({}), true)).toBe('ignore');
    expect(composerKeyAction(key({ shiftKey: true }), true)).toBe('type');
  });
});
