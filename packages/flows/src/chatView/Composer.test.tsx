// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../i18n';
import { chatViewCatalog } from './messages';

// Styles are registered at run time here (this package's vitest has no vanilla-extract plugin).
setFileScope('packages/flows/src/chatView/Composer.test.tsx', '@lingxi/flows');
const { Composer } = await import('./Composer');

const t = createTranslator([chatViewCatalog], 'zh-CN');
afterEach(cleanup);

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  const view = render(<Composer t={t} busy={false} onSend={onSend} onStop={onStop} {...props} />);
  const box = screen.getByRole('textbox', { name: '输入你的问题' }) as HTMLTextAreaElement;
  return { ...view, onSend, onStop, box, user: userEvent.setup() };
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties the box', async () => {
    const { box, onSend, user } = setup();
    await user.type(box, '  你好，灵犀  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('你好，灵犀');
    expect(box.value).toBe('');
  });

  it('starts a new line on Shift+Enter', async () => {
    const { box, onSend, user } = setup();
    await user.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('第一行\n第二行');
  });

  it('does not send on the Enter that confirms an IME candidate', async () => {
    const { box, onSend, user } = setup();
    await user.type(box, 'nihao');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('nihao');
  });

  it('sends nothing blank: Enter and the send button do nothing for spaces and new lines', async () => {
    const { box, onSend, user } = setup();
    const send = screen.getByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(box, '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send.hasAttribute('disabled')).toBe(true);
  });

  it('sends with the send button', async () => {
    const { box, onSend, user } = setup();
    await user.type(box, '解释一下闭包');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('解释一下闭包');
  });

  it('while an answer is written: 停止生成 instead of 发送, and Enter neither sends nor adds a line', async () => {
    const { box, onSend, onStop, user } = setup({ busy: true });
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
    await user.type(box, '下一个问题{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('下一个问题');
    await user.click(screen.getByRole('button', { name: '停止生成' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('cannot send while the conversation is not loaded, but keeps the text', async () => {
    const { box, onSend, user } = setup({ isSendDisabled: true });
    await user.type(box, '你好{Enter}');
    expect(onSend).toHaveBeenCalledTimes(0);
    expect(box.value).toBe('你好');
  });

  it('puts a refused question back when the draft changes', async () => {
    const { box, rerender, onSend, onStop, user } = setup();
    await user.type(box, '被拒绝的问题{Enter}');
    expect(box.value).toBe('');
    rerender(<Composer t={t} busy={false} onSend={onSend} onStop={onStop} draft="被拒绝的问题" />);
    expect(box.value).toBe('被拒绝的问题');
    // The user edits it; the same draft does not overwrite the edit.
    await user.type(box, '（改）');
    rerender(<Composer t={t} busy={false} onSend={onSend} onStop={onStop} draft="被拒绝的问题" />);
    expect(box.value).toBe('被拒绝的问题（改）');
    await act(async () => rerender(<Composer t={t} busy={false} onSend={onSend} onStop={onStop} draft="另一个" />));
    expect(box.value).toBe('另一个');
  });
});
