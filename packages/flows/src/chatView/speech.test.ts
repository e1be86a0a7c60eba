import { describe, expect, it } from 'vitest';
import { markdownToSpeech } from './speech';

describe('markdownToSpeech', () => {
  it('reads the words, not the markup', () => {
    expect(markdownToSpeech('## 标题\n\n这是**重点**和 *强调*，见 [文档](https://a.b)。\n\n- 一\n- [x] 二\n\n> 引用')).toBe(
      '标题 这是重点和 强调，见 文档。 一 二 引用',
    );
  });

  it('keeps code and table text without fences and rules', () => {
    expect(markdownToSpeech('```js\nconst a = 1;\n```\n\n| 名 | 值 |\n|---|---|\n| a | 1 |')).toBe('const a = 1; 名 值 a 1');
  });
});
