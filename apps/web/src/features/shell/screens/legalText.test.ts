import { describe, expect, it } from 'vitest';
import { withoutLeadingHeading } from './legalText';

describe('withoutLeadingHeading', () => {
  it('drops a heading the operator’s text opens with, and only that one', () => {
    expect(withoutLeadingHeading('<h2>用户协议</h2><p>正文</p><h2>第二节</h2>')).toBe('<p>正文</p><h2>第二节</h2>');
    expect(withoutLeadingHeading('  <H1 class="x">条款</H1>\n<p>正文</p>')).toBe('\n<p>正文</p>');
    expect(withoutLeadingHeading('<p>正文</p><h2>标题</h2>')).toBe('<p>正文</p><h2>标题</h2>');
  });
});
