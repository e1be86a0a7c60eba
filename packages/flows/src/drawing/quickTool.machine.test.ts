import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { drawingFixture } from './drawing.fixtures';
import type { Drawing, TaskAddBody } from './drawTypes';
import { provideQuickTool } from './quickTool.machine';
import type { QuickTool } from './quickTools';

const tools: QuickTool[] = [
  { name: '头像生成', description: '', template: '{input}的头像', placeholder: '', size: '1:1', model: 'NIJI-6' },
  { name: '手机壁纸', description: '', template: '{input}，手机壁纸', placeholder: '', size: '9:16', model: 'MJ-6.1' },
];

function start() {
  const submitTask = vi.fn(async (_body: TaskAddBody): Promise<Drawing> => drawingFixture({ id: 7, status: 1, state: 'queued' }));
  const actor = createActor(provideQuickTool(submitTask), { input: { tools } }).start();
  const added: Drawing[] = [];
  actor.on('task.added', (event) => added.push(event.drawing));
  return { actor, submitTask, added };
}

describe('quickToolMachine', () => {
  it('asks for words first, then draws the chosen template in its size and model', async () => {
    const { actor, submitTask, added } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'drawing.error.promptRequired' });
    actor.send({ type: 'tool.select', index: 1 });
    actor.send({ type: 'input.change', input: ' 星空下的鲸鱼 ' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(submitTask.mock.calls[0]?.[0]).toMatchObject({
      type: 1,
      params: { prompt: '星空下的鲸鱼，手机壁纸', size: '9:16', model: 'MJ-6.1', mode: 1, translate: 1 },
    });
    expect(actor.getSnapshot().context.input).toBe(' 星空下的鲸鱼 ');
  });

  it('shows the server’s refusal as worded and stays ready', async () => {
    const { actor, submitTask } = start();
    submitTask.mockRejectedValueOnce(new Error('当前进行中的任务已达上限，请稍后再试'));
    actor.send({ type: 'input.change', input: '猫' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toEqual({ text: '当前进行中的任务已达上限，请稍后再试' }));
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
