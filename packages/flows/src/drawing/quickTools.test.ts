import { describe, expect, it } from 'vitest';
import { quickPrompt, quickToolsOf } from './quickTools';

const avatar = { name: '头像生成', description: '一句话生成头像', template: '{input}的头像，居中构图', placeholder: '描述人物', size: '1:1', model: 'NIJI-6' };

describe('quick tools from the config', () => {
  it('reads the list or its JSON text, and checks each tool', () => {
    expect(quickToolsOf({ drawQuickTools: [avatar] })).toEqual([avatar]);
    expect(quickToolsOf({ drawQuickTools: JSON.stringify([avatar]) })).toEqual([avatar]);
    expect(quickToolsOf({ drawQuickTools: [{ ...avatar, size: '5:1', model: 'MJ-1' }] })[0]).toMatchObject({ size: '1:1', model: 'MJ-6.1' });
  });

  it('leaves out what does not read: no name or template, too long, not an object', () => {
    const tools = quickToolsOf({
      drawQuickTools: [avatar, { template: 'x' }, { name: '名', template: ' ' }, { name: '一'.repeat(21), template: 'x' }, 'text', null],
    });
    expect(tools.map((tool) => tool.name)).toEqual(['头像生成']);
    expect(quickToolsOf({ drawQuickTools: '[broken' })).toEqual([]);
    expect(quickToolsOf({})).toEqual([]);
  });

  it('puts the words in place of {input}, or after a template without it', () => {
    expect(quickPrompt(avatar, '  戴眼镜的女孩 ')).toBe('戴眼镜的女孩的头像，居中构图');
    expect(quickPrompt({ template: '{input}，{input}' }, '猫')).toBe('猫，猫');
    expect(quickPrompt({ template: '国风插画' }, '仙鹤')).toBe('国风插画，仙鹤');
  });
});
