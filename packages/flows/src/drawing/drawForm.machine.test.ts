import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { drawFormDefaults, imaginePrice, imagineBody, restoreDrawForm, withWord } from './drawForm';
import { provideDrawForm } from './drawForm.machine';
import { drawingFixture } from './drawing.fixtures';
import type { Drawing } from './drawTypes';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function start(overrides: Partial<Parameters<typeof provideDrawForm>[0]> = {}) {
  const services = {
    submitTask: vi.fn(async () => drawingFixture({ id: 7, status: 1, state: 'queued' })),
    associate: vi.fn(async () => ['清晨的雪山', '雪山与湖泊']),
    persist: vi.fn(),
    ...overrides,
  };
  const actor = createActor(provideDrawForm(services), { input: { values: drawFormDefaults } }).start();
  const added: Drawing[] = [];
  actor.on('task.added', (event) => added.push(event.drawing));
  return { actor, services, added };
}

describe('the draw form', () => {
  it('starts at SPEC §9 defaults and sends them with the prompt as task_add type 1', () => {
    expect(imagineBody({ ...drawFormDefaults, prompt: '  雪地里的红狐狸 ' })).toEqual({
      type: 1,
      params: {
        prompt: '雪地里的红狐狸',
        model: 'MJ-5.2',
        style: '',
        size: '9:16',
        mode: 1,
        quality: 2,
        stylize: 100,
        diversity: 30,
        sensitiveWords: '',
        translate: 1,
      },
    });
  });

  it('refuses an empty prompt with 请输入提示词, and sends a filled one, emitting the queued drawing', async () => {
    const { actor, services, added } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.error.promptRequired' });
    expect(services.submitTask).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', patch: { prompt: '雪地里的红狐狸', size: '16:9' } });
    expect(services.persist).toHaveBeenLastCalledWith(expect.objectContaining({ prompt: '雪地里的红狐狸', size: '16:9' }));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ submit: 'sending' })).toBe(true);
    await flush();
    expect(added.map((drawing) => drawing.id)).toEqual([7]);
    expect(actor.getSnapshot().matches({ submit: 'editing' })).toBe(true);
  });

  it("shows the server's refusal as it words it", async () => {
    const { actor } = start({ submitTask: vi.fn(async () => Promise.reject(new Error('当前进行中的任务已达上限，请稍后再试'))) });
    actor.send({ type: 'form.change', patch: { prompt: 'fox' } });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ text: '当前进行中的任务已达上限，请稍后再试' });
  });

  it('asks for ideas (联想) while the form stays editable, and uses one', async () => {
    const { actor, services } = start();
    actor.send({ type: 'form.associate' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.error.promptRequired' });
    actor.send({ type: 'form.change', patch: { prompt: '雪山' } });
    actor.send({ type: 'form.associate' });
    expect(actor.getSnapshot().matches({ ideas: 'loading', submit: 'editing' })).toBe(true);
    await flush();
    expect(services.associate).toHaveBeenCalledWith('雪山');
    expect(actor.getSnapshot().context.ideas).toEqual(['清晨的雪山', '雪山与湖泊']);
    actor.send({ type: 'form.useIdea', idea: '雪山与湖泊' });
    expect(actor.getSnapshot().context.values.prompt).toBe('雪山与湖泊');
  });

  it('adds a suggestion word once, with the punctuation of the prompt', () => {
    expect(withWord('', '赛博朋克')).toBe('赛博朋克');
    expect(withWord('雪地里的狐狸', '水彩')).toBe('雪地里的狐狸，水彩');
    expect(withWord('a fox', 'watercolor')).toBe('a fox, watercolor');
    expect(withWord('a fox, watercolor', 'watercolor')).toBe('a fox, watercolor');
  });

  it('restores a kept form field by field, falling back to the defaults for anything out of its rule', () => {
    expect(restoreDrawForm(null)).toEqual(drawFormDefaults);
    expect(restoreDrawForm('not json')).toEqual(drawFormDefaults);
    expect(restoreDrawForm(JSON.stringify({ prompt: '猫', model: 'NIJI-6', style: 'cute', size: '40:1', mode: 3, stylize: 5000, translate: 0 }))).toEqual({
      ...drawFormDefaults,
      prompt: '猫',
      model: 'NIJI-6',
      style: 'cute',
      mode: 3,
      translate: 0,
    });
    expect(restoreDrawForm(JSON.stringify({ model: 'MJ-7', style: 'cute' })).style).toBe('');
  });

  it('prices an imagine from the public config by mode (turbo spelled trubo), null when unset', () => {
    const config = { fast_mjDeduction1: 4, relax_mjDeduction1: '2', trubo_mjDeduction1: 8 };
    expect([imaginePrice(config, 1), imaginePrice(config, 2), imaginePrice(config, 3)]).toEqual([4, 2, 8]);
    expect(imaginePrice({}, 1)).toBeNull();
  });
});
