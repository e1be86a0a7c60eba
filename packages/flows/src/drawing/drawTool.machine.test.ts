import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { drawingFixture } from './drawing.fixtures';
import { resultPrompts } from './drawTool';
import { provideDrawTool } from './drawTool.machine';
import type { Drawing } from './drawTypes';

describe('resultPrompts', () => {
  it("splits describe's and shorten's numbered answer into its prompts", () => {
    expect(resultPrompts('1️⃣ a red fox in snow --ar 5:4\n\n2️⃣ fox, winter forest --ar 5:4\n\n3️⃣ snow')).toEqual([
      'a red fox in snow --ar 5:4',
      'fox, winter forest --ar 5:4',
      'snow',
    ]);
    expect(resultPrompts('1⃣ one 2⃣ two')).toEqual(['one', 'two']);
    expect(resultPrompts('a plain answer')).toEqual(['a plain answer']);
    expect(resultPrompts('')).toEqual([]);
  });
});

function start() {
  const describeImage = vi.fn(async (_image: File): Promise<Drawing> => drawingFixture({ id: 1, action: 'DESCRIBE' }));
  const shorten = vi.fn(async (_prompt: string): Promise<Drawing> => drawingFixture({ id: 2, action: 'SHORTEN' }));
  const blend = vi.fn(async (_request: { images: File[]; dimensions: string }): Promise<Drawing> => drawingFixture({ id: 3, action: 'BLEND' }));
  const swapFace = vi.fn(async (_request: { source: File; target: File }): Promise<Drawing> => drawingFixture({ id: 4, action: 'SWAP_FACE' }));
  const actor = createActor(provideDrawTool({ describe: describeImage, shorten, blend, swapFace })).start();
  const added: Drawing[] = [];
  actor.on('task.added', (event) => added.push(event.drawing));
  return { actor, describeImage, shorten, blend, swapFace, added };
}

const picture = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('drawToolMachine', () => {
  it('describes the picked picture, once one is picked, and queues it', async () => {
    const { actor, describeImage, added } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.tool.needImage' });
    actor.send({ type: 'image.reject' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.tool.badImage' });
    const image = new File(['png'], 'fox.png', { type: 'image/png' });
    actor.send({ type: 'image.pick', image });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(describeImage).toHaveBeenCalledWith(image);
    expect(actor.getSnapshot().context).toMatchObject({ image: null, error: null });
  });

  it('shortens a prompt, refusing an empty one, and shows a refusal as the server words it', async () => {
    const { actor, shorten, added } = start();
    actor.send({ type: 'tool.select', tool: 'shorten' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.error.promptRequired' });
    actor.send({ type: 'prompt.change', prompt: ' a very long prompt ' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(shorten).toHaveBeenCalledWith('a very long prompt');
    shorten.mockRejectedValueOnce(new Error('积分余额不足，请充值后再使用'));
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '积分余额不足，请充值后再使用' }));
  });

  it('blends 2–5 pictures in the chosen shape, refusing one picture and a sixth, and clears them once queued', async () => {
    const { actor, blend, added } = start();
    actor.send({ type: 'tool.select', tool: 'blend' });
    actor.send({ type: 'blend.add', images: [picture('a.png')] });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.tool.blendCount' });
    actor.send({ type: 'blend.add', images: ['b', 'c', 'd', 'e'].map((name) => picture(`${name}.png`)) });
    expect(actor.getSnapshot().context.blendImages).toHaveLength(5);
    actor.send({ type: 'blend.add', images: [picture('f.png')] });
    expect(actor.getSnapshot().context).toMatchObject({ error: { key: 'drawing.tool.blendCount' } });
    expect(actor.getSnapshot().context.blendImages).toHaveLength(5);
    actor.send({ type: 'blend.remove', index: 0 });
    actor.send({ type: 'dimensions.change', dimensions: 'LANDSCAPE' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(blend.mock.calls[0]?.[0].images.map((image) => image.name)).toEqual(['b.png', 'c.png', 'd.png', 'e.png']);
    expect(blend.mock.calls[0]?.[0].dimensions).toBe('LANDSCAPE');
    expect(actor.getSnapshot().context.blendImages).toEqual([]);
  });

  it('swaps a face only once both pictures are picked, and keeps them when the server refuses', async () => {
    const { actor, swapFace, added } = start();
    actor.send({ type: 'tool.select', tool: 'faceSwap' });
    actor.send({ type: 'face.pick', slot: 'source', image: picture('face.png') });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.tool.needFaces' });
    actor.send({ type: 'face.pick', slot: 'target', image: picture('poster.png') });
    swapFace.mockRejectedValueOnce(new Error('积分余额不足，请充值后再使用'));
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '积分余额不足，请充值后再使用' }));
    expect(actor.getSnapshot().context.faces.target?.name).toBe('poster.png');
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(swapFace).toHaveBeenLastCalledWith({
      source: expect.objectContaining({ name: 'face.png' }),
      target: expect.objectContaining({ name: 'poster.png' }),
    });
    expect(actor.getSnapshot().context.faces).toEqual({ source: null, target: null });
  });
});
