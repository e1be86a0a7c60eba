import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { drawingFixture } from './drawing.fixtures';
import { type DrawModalKind, type DrawModalRequest, provideDrawModal } from './drawModal.machine';
import type { Drawing } from './drawTypes';
import { keyboardStep, type MaskPainter, paintMask, zoomPrompt } from './maskEditor';

function start(kind: DrawModalKind, prompt = 'a red fox in snow --ar 16:9') {
  const submit = vi.fn(async (_request: DrawModalRequest): Promise<Drawing> => drawingFixture({ id: 40, status: 1, state: 'queued' }));
  const customId = kind === 'region' ? 'MJ::Inpaint::1::abc::SOLO' : 'MJ::CustomZoom::abc';
  const actor = createActor(provideDrawModal(submit), { input: { kind, customId, prompt } }).start();
  const added: Drawing[] = [];
  actor.on('task.added', (event) => added.push(event.drawing));
  return { actor, submit, added, customId };
}
const context = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context;

describe('drawModalMachine: Vary (Region)', () => {
  it('needs a region; a drag makes a rectangle, a click does not; undo and clear take shapes away', async () => {
    const { actor, submit, added, customId } = start('region');
    actor.send({ type: 'submit' });
    expect(context(actor).error).toEqual({ key: 'drawing.modal.needRegion' });
    actor.send({ type: 'pointer.down', point: { x: 0.5, y: 0.5 } });
    actor.send({ type: 'pointer.up' });
    expect(context(actor).shapes).toEqual([]);
    // Dragged up and to the left, and past the edge: the rectangle is normalised and kept on the picture.
    actor.send({ type: 'pointer.down', point: { x: 0.6, y: 0.7 } });
    actor.send({ type: 'pointer.move', point: { x: 0.4, y: 0.5 } });
    actor.send({ type: 'pointer.move', point: { x: -0.2, y: 0.2 } });
    actor.send({ type: 'pointer.up' });
    expect(context(actor).shapes).toEqual([{ kind: 'rect', x: 0, y: 0.2, width: 0.6, height: 0.49999999999999994 }]);
    expect(context(actor).error).toBeNull();
    actor.send({ type: 'tool.select', tool: 'lasso' });
    actor.send({ type: 'pointer.down', point: { x: 0.1, y: 0.1 } });
    for (const point of [
      { x: 0.1001, y: 0.1 },
      { x: 0.3, y: 0.1 },
      { x: 0.3, y: 0.3 },
    ])
      actor.send({ type: 'pointer.move', point });
    actor.send({ type: 'pointer.up' });
    expect(context(actor).shapes[1]).toEqual({
      kind: 'lasso',
      points: [
        { x: 0.1, y: 0.1 },
        { x: 0.3, y: 0.1 },
        { x: 0.3, y: 0.3 },
      ],
    });
    actor.send({ type: 'undo' });
    expect(context(actor).shapes).toHaveLength(1);
    actor.send({ type: 'clear' });
    expect(context(actor).shapes).toEqual([]);
    // A lasso of two points is not a region.
    actor.send({ type: 'pointer.down', point: { x: 0.1, y: 0.1 } });
    actor.send({ type: 'pointer.move', point: { x: 0.5, y: 0.5 } });
    actor.send({ type: 'pointer.up' });
    expect(context(actor).shapes).toEqual([]);

    actor.send({ type: 'tool.select', tool: 'rect' });
    actor.send({ type: 'pointer.down', point: { x: 0.1, y: 0.1 } });
    actor.send({ type: 'pointer.move', point: { x: 0.3, y: 0.4 } });
    actor.send({ type: 'pointer.up' });
    actor.send({ type: 'prompt.change', prompt: ' a blue hat ' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(submit).toHaveBeenCalledWith({
      customId,
      prompt: 'a blue hat',
      shapes: [{ kind: 'rect', x: 0.1, y: 0.1, width: 0.19999999999999998, height: 0.30000000000000004 }],
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('has a keyboard path: Enter adds a centred rectangle, arrows move it, Shift+arrows resize it, all on the picture', () => {
    const { actor } = start('region');
    actor.send({ type: 'key.nudge', dx: keyboardStep, dy: 0, resize: false });
    expect(context(actor).shapes).toEqual([]);
    actor.send({ type: 'key.add' });
    expect(context(actor).shapes).toEqual([{ kind: 'rect', x: 0.25, y: 0.25, width: 0.5, height: 0.5 }]);
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'key.nudge', dx: keyboardStep, dy: -keyboardStep, resize: false });
    expect(context(actor).shapes[0]).toMatchObject({ x: 0.5, y: 0 });
    actor.send({ type: 'key.nudge', dx: keyboardStep, dy: -keyboardStep, resize: true });
    expect(context(actor).shapes[0]).toMatchObject({ width: 0.5, height: 0.45 });
  });

  it('stays open with the server’s words when it refuses, and sends again', async () => {
    const { actor, submit, added } = start('region');
    submit.mockRejectedValueOnce(new Error('积分余额不足，请充值后再使用'));
    actor.send({ type: 'key.add' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(context(actor).error).toEqual({ text: '积分余额不足，请充值后再使用' }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context(actor).shapes).toHaveLength(1);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
  });
});

describe('drawModalMachine: Custom Zoom', () => {
  it('edits the prompt without its --zoom and sends the factor, kept within 1–2', async () => {
    const { actor, submit, customId } = start('zoom', 'castle on a hill --ar 16:9 --zoom 1.8');
    expect(context(actor).prompt).toBe('castle on a hill --ar 16:9');
    actor.send({ type: 'zoom.change', zoom: 7 });
    expect(context(actor).zoom).toBe(2);
    actor.send({ type: 'zoom.change', zoom: 1.24 });
    expect(context(actor).zoom).toBe(1.2);
    actor.send({ type: 'prompt.change', prompt: '  ' });
    actor.send({ type: 'submit' });
    expect(context(actor).error).toEqual({ key: 'drawing.error.promptRequired' });
    actor.send({ type: 'prompt.change', prompt: 'castle on a hill, a village below --ar 16:9' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({ customId, prompt: 'castle on a hill, a village below --ar 16:9 --zoom 1.2', shapes: [] });
  });

  it('zoomPrompt replaces any --zoom typed', () => {
    expect(zoomPrompt('fox --zoom 3 --ar 1:1 --ZOOM 1.1', 2)).toBe('fox --ar 1:1 --zoom 2');
  });
});

describe('paintMask', () => {
  it('paints a black picture with the shapes in white, scaled to the size', () => {
    const calls: string[] = [];
    const painter: MaskPainter = {
      fillStyle: '',
      fillRect: (...args) => calls.push(`rect ${painter.fillStyle} ${args.join(',')}`),
      beginPath: () => calls.push('begin'),
      moveTo: (x, y) => calls.push(`move ${x},${y}`),
      lineTo: (x, y) => calls.push(`line ${x},${y}`),
      closePath: () => calls.push('close'),
      fill: () => calls.push(`fill ${painter.fillStyle}`),
    };
    paintMask(
      painter,
      [
        { kind: 'rect', x: 0.25, y: 0.5, width: 0.5, height: 0.25 },
        {
          kind: 'lasso',
          points: [
            { x: 0, y: 0 },
            { x: 0.5, y: 0 },
            { x: 0.5, y: 0.5 },
          ],
        },
      ],
      200,
      100,
      '#fff',
      '#000',
    );
    expect(calls).toEqual(['rect #000 0,0,200,100', 'rect #fff 50,50,100,25', 'begin', 'move 0,0', 'line 100,0', 'line 100,50', 'close', 'fill #fff']);
  });
});
