import { describe, expect, it } from 'vitest';
import { titleFromQuestion } from '../../../src/modules/chat/conversationTitle';

describe('titleFromQuestion', () => {
  it.each([
    ['请原样展示：＃标题 ```python\nprint(1)\n```', '请原样展示：标题'],
    ['# 项目计划\n\n写一份计划', '项目计划'],
    ['```js\nconsole.log(1)\n```\n这段代码做什么？', 'console.log(1)'],
    ['**加粗**的 `代码` 和 [链接](https://example.com) ![图](x.png)', '加粗的 代码 和 链接 图'],
    ['> 引用的一句话', '引用的一句话'],
    ['- 第一项\n- 第二项', '第一项'],
    ['1. 步骤一', '步骤一'],
    ['<b>粗体</b>问题', '粗体 问题'],
    ['   \n\n  第二行才有字  ', '第二行才有字'],
    ['一二三四五六七八九十一二三四五六七八九十多出来的', '一二三四五六七八九十一二三四五六七八九十'],
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀'],
  ])('%j → %s', (question, title) => {
    expect(titleFromQuestion(question)).toBe(title);
  });

  it('is null when no words are left', () => {
    expect(titleFromQuestion('```\n```')).toBeNull();
    expect(titleFromQuestion('  # ')).toBeNull();
  });
});
