import { describe, expect, it } from 'vitest';
import { drawFormDefaults } from '../drawing/drawForm';
import { parseMjPrompt } from './mjPromptParser';
import { sameStyleForm } from './sameStyle';

const form = (prompt: string) => {
  const parsed = parseMjPrompt(prompt);
  return sameStyleForm(parsed.cleaned, parsed, { ...drawFormDefaults, mode: 2 });
};

describe('sameStyleForm (做同款)', () => {
  it('takes the prompt, model and version, ratio, --s, --c, --q and --style; keeps the user’s mode', () => {
    expect(form('a red fox --ar 3:4 --v 6.1 --s 250 --c 12 --q 1 --style raw')).toMatchObject({
      prompt: 'a red fox',
      model: 'MJ-6.1',
      size: '3:4',
      stylize: 250,
      diversity: 12,
      quality: 1,
      style: 'raw',
      mode: 2,
    });
  });

  it('niji with or without its number; what the form cannot hold keeps the setting', () => {
    expect(form('girl --niji --style cute')).toMatchObject({ model: 'NIJI-6', style: 'cute', size: '1:1' });
    expect(form('girl --niji 5 --ar 21:9 --s 5000 --q 3')).toMatchObject({ model: 'NIJI-5', size: drawFormDefaults.size, stylize: 1000, quality: 2 });
    expect(form('tea --v 4 --style raw')).toMatchObject({ model: drawFormDefaults.model, style: 'raw' });
    expect(form('tea --v 6.0')).toMatchObject({ model: 'MJ-6' });
  });
});
