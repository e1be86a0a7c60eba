import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type DallFormValues, dallFormDefaults, type DrawModelEntry, type ImageDrawBody, restoreDallForm } from './dallForm';
import { provideDallForm } from './dallForm.machine';
import { drawingFixture } from './drawing.fixtures';
import type { Drawing } from './drawTypes';

const models: DrawModelEntry[] = [
  { id: 11, modelName: 'DALL·E 3', deduct: 8 },
  { id: 12, modelName: 'GPT Image', deduct: 12 },
];

function start(
  values?: DallFormValues,
  { list = models, drawImage = vi.fn(async (_body: ImageDrawBody): Promise<Drawing> => drawingFixture({ id: 1 })) } = {},
) {
  const persisted: DallFormValues[] = [];
  const actor = createActor(provideDallForm({ loadModels: async () => list, drawImage, persistDall: (kept) => persisted.push(kept) }), {
    input: { values },
  }).start();
  const added: Drawing[] = [];
  actor.on('task.added', (event) => added.push(event.drawing));
  return { actor, drawImage, persisted, added };
}

describe('dallFormMachine', () => {
  it('chooses the first model, or keeps the one kept while it is still enabled', async () => {
    const fresh = start();
    await vi.waitFor(() => expect(fresh.actor.getSnapshot().matches('editing')).toBe(true));
    expect(fresh.actor.getSnapshot().context.values.modelId).toBe(11);
    const kept = start({ ...dallFormDefaults, modelId: 12 });
    await vi.waitFor(() => expect(kept.actor.getSnapshot().context.values.modelId).toBe(12));
    const gone = start({ ...dallFormDefaults, modelId: 99 });
    await vi.waitFor(() => expect(gone.actor.getSnapshot().context.values.modelId).toBe(11));
  });

  it('refuses an empty prompt and no model; sends the form and emits the queued drawing', async () => {
    const { actor, drawImage, added, persisted } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.error.promptRequired' });
    actor.send({ type: 'form.change', patch: { prompt: ' 古城 ', size: '1024x1792' } });
    expect(persisted.at(-1)).toMatchObject({ prompt: ' 古城 ', size: '1024x1792' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(drawImage).toHaveBeenCalledWith({ prompt: '古城', modelId: 11, size: '1024x1792', quality: 'standard', style: 'vivid', n: 1 });
    const empty = start(undefined, { list: [] });
    await vi.waitFor(() => expect(empty.actor.getSnapshot().matches('editing')).toBe(true));
    empty.actor.send({ type: 'form.change', patch: { prompt: '古城' } });
    empty.actor.send({ type: 'form.submit' });
    expect(empty.actor.getSnapshot().context.error).toEqual({ key: 'drawing.dall.chooseModel' });
  });

  it("shows the server's refusal as it words it", async () => {
    const refused = vi.fn(async (_body: ImageDrawBody): Promise<Drawing> => {
      throw new Error('积分余额不足，请充值后再使用');
    });
    const { actor } = start({ ...dallFormDefaults, prompt: '星空' }, { drawImage: refused });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '积分余额不足，请充值后再使用' }));
  });
});

describe('restoreDallForm', () => {
  it('keeps the valid fields of a kept form and defaults the rest', () => {
    expect(restoreDallForm(JSON.stringify({ prompt: '古城', modelId: 12, size: '999x1', quality: 'hd', style: 7 }))).toEqual({
      ...dallFormDefaults,
      prompt: '古城',
      modelId: 12,
      quality: 'hd',
    });
    expect(restoreDallForm('not json')).toEqual(dallFormDefaults);
  });
});
