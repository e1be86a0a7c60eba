// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceCards } from '../chatSession/chatSession.fixtures';
import { createTranslator } from '../i18n';
import { assistantMessage } from './chatView.fixtures';
import { chatViewCatalog } from './messages';

setFileScope('packages/flows/src/chatView/AnswerSources.test.tsx', '@lingxi/flows');
// jsdom has no CSS.escape, which react-aria's popover reads its nonce with.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) } as typeof CSS;
const { MessageRow } = await import('./MessageRow');

const t = createTranslator([chatViewCatalog], 'zh-CN');
afterEach(cleanup);

const grounded = (extra = {}) =>
  assistantMessage('a1', '年假 5 天[1]，病假见[2]。', {
    id: 9,
    sources: sourceCards(2).map((source) => (source.n === 2 ? { ...source, page: null } : source)),
    ...extra,
  });

function row(message = grounded(), onOpenSource = vi.fn()) {
  render(<MessageRow message={message} t={t} isNewest canRegenerate={false} onRegenerate={() => {}} onOpenSource={onOpenSource} />);
  return onOpenSource;
}

describe('a grounded answer’s citations', () => {
  it('[n] opens a popover with the source’s place and snippet; 查看原文段落 opens the passage', async () => {
    const user = userEvent.setup();
    const onOpenSource = row();
    await user.click(screen.getByRole('button', { name: '来源 1' }));
    const popover = await screen.findByRole('dialog', { name: '来源 1' });
    expect(popover.textContent).toContain('[1] 员工手册.pdf · 第1页');
    expect(popover.textContent).toContain('第1页的段落…');
    await user.click(within(popover).getByRole('button', { name: '查看原文段落' }));
    expect(onOpenSource).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ n: 1, chunkId: 100 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('参考来源 lists each source with its page (none for a note) and opens it; Escape closes a popover', async () => {
    const user = userEvent.setup();
    const onOpenSource = row();
    const list = screen.getByRole('region', { name: '参考来源' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['[1]员工手册.pdf第1页', '[2]员工手册.pdf']);
    await user.click(within(list).getByRole('button', { name: /\[2\]/ }));
    expect(onOpenSource).toHaveBeenCalledWith(expect.objectContaining({ n: 2 }));
    await user.click(screen.getByRole('button', { name: '来源 2' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no list while the answer is written, and no buttons without a handler or sources', () => {
    row(grounded({ status: 'streaming' }));
    expect(screen.queryByRole('region', { name: '参考来源' })).toBeNull();
    expect(screen.getByRole('button', { name: '来源 1' })).toBeDefined();
    cleanup();
    render(<MessageRow message={grounded()} t={t} isNewest canRegenerate={false} onRegenerate={() => {}} />);
    expect(screen.queryByRole('button', { name: '来源 1' })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('年假 5 天[1]');
  });
});
