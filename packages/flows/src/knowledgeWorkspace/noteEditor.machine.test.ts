import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { assistStream, noteEditorMachine } from './noteEditor.machine';
import { storyNotes } from './workspace.fixtures';
import type { AssistFrame, Note, NoteSaveBody, SaveFailure } from './workspaceTypes';

const note = storyNotes[1]!;
const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A server whose saves the test answers by hand. */
function boot({ frames = [] as AssistFrame[], hang = false } = {}) {
  const saves: { body: NoteSaveBody; resolve: (note: Note) => void; reject: (failure: SaveFailure) => void }[] = [];
  const aborted = vi.fn();
  const loadNote = vi.fn(async () => ({ ...note, version: 7, doc: doc('别处保存的内容') }));
  const machine = noteEditorMachine.provide({
    actors: {
      saveNote: fromPromise<Note, NoteSaveBody>(({ input }) => new Promise((resolve, reject) => saves.push({ body: input, resolve, reject }))),
      loadNote: fromPromise<Note, number>(loadNote),
      assist: assistStream(async function* (_body, signal) {
        signal.addEventListener('abort', aborted);
        for (const frame of frames) yield frame;
        if (hang) await new Promise(() => undefined);
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { note } }).start();
  const save = () => actor.getSnapshot().value.save;
  return { actor, clock, saves, save, aborted, loadNote };
}
const savedAs = (body: NoteSaveBody): Note => ({ ...note, title: body.title, doc: body.doc, version: body.version + 1 });

describe('noteEditorMachine: autosave', () => {
  it('saves 1.5 s after the last edit, over the version it holds, and moves to the version saved', async () => {
    const { actor, clock, saves, save } = boot();
    actor.send({ type: 'edit', title: '周会', doc: doc('一') });
    clock.increment(1000);
    actor.send({ type: 'edit', title: '周会', doc: doc('一二') });
    clock.increment(1499);
    expect(saves).toHaveLength(0);
    clock.increment(1);
    expect(save()).toBe('saving');
    expect(saves[0]!.body).toEqual({ id: note.id, kbId: note.kbId, title: '周会', doc: doc('一二'), version: 1 });
    saves[0]!.resolve(savedAs(saves[0]!.body));
    await vi.waitFor(() => expect(save()).toBe('saved'));
    expect(actor.getSnapshot().context.note.version).toBe(2);
  });

  it('never drops an edit made while a save is in flight: another save follows with it', async () => {
    const { actor, clock, saves, save } = boot();
    actor.send({ type: 'edit', title: '', doc: doc('一') });
    clock.increment(1500);
    actor.send({ type: 'edit', title: '', doc: doc('一二') });
    saves[0]!.resolve(savedAs(saves[0]!.body));
    await vi.waitFor(() => expect(save()).toBe('dirty'));
    clock.increment(1500);
    expect(saves[1]!.body).toMatchObject({ doc: doc('一二'), version: 2 });
  });

  it('is 离线 without a connection, tries again every 5 s and on 重试, keeping what is typed meanwhile', async () => {
    const { actor, clock, saves, save } = boot();
    actor.send({ type: 'edit', title: '', doc: doc('一') });
    clock.increment(1500);
    saves[0]!.reject({ kind: 'offline' });
    await vi.waitFor(() => expect(save()).toBe('offline'));
    actor.send({ type: 'edit', title: '', doc: doc('一二') });
    clock.increment(5000);
    expect(saves[1]!.body.doc).toEqual(doc('一二'));
    saves[1]!.reject({ kind: 'offline' });
    await vi.waitFor(() => expect(save()).toBe('offline'));
    actor.send({ type: 'save.retry' });
    expect(saves).toHaveLength(3);
  });

  it('stops at 冲突 when another copy saved first; 刷新 loads the latest and bumps the revision', async () => {
    const { actor, clock, saves, save, loadNote } = boot();
    actor.send({ type: 'edit', title: '', doc: doc('旧') });
    clock.increment(1500);
    saves[0]!.reject({ kind: 'conflict' });
    await vi.waitFor(() => expect(save()).toBe('conflict'));
    actor.send({ type: 'edit', title: '', doc: doc('旧旧') });
    clock.increment(60_000);
    expect(saves).toHaveLength(1);
    actor.send({ type: 'reload' });
    await vi.waitFor(() => expect(save()).toBe('saved'));
    expect(loadNote).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ revision: 1, doc: doc('别处保存的内容'), note: { version: 7 } });
  });

  it('shows the server’s words for any other refusal, and saves again on the next edit', async () => {
    const { actor, clock, saves, save } = boot();
    actor.send({ type: 'edit', title: '', doc: doc('一') });
    clock.increment(1500);
    saves[0]!.reject({ kind: 'refused', message: '笔记内容不能超过 1MB' });
    await vi.waitFor(() => expect(save()).toBe('failed'));
    expect(actor.getSnapshot().context.saveError).toBe('笔记内容不能超过 1MB');
    actor.send({ type: 'edit', title: '', doc: doc('短') });
    clock.increment(1500);
    expect(saves).toHaveLength(2);
  });
});

describe('noteEditorMachine: assist', () => {
  const range = { from: 3, to: 3 };
  it('streams the answer into the preview, ready for 采用 or 放弃', async () => {
    const { actor } = boot({
      frames: [
        { type: 'delta', delta: '下周' },
        { type: 'delta', delta: '上线。' },
        { type: 'end', text: '下周上线。', charged: 1, balance: 9 },
      ],
    });
    actor.send({ type: 'assist.start', action: 'continue', selection: '周会', range });
    await vi.waitFor(() => expect(actor.getSnapshot().value.assist).toBe('ready'));
    expect(actor.getSnapshot().context.assist).toEqual({ action: 'continue', range, text: '下周上线。', error: '' });
    actor.send({ type: 'assist.accept' });
    expect(actor.getSnapshot().context.assist).toBeNull();
  });

  it('停止 aborts the request and keeps what came; with nothing yet it closes', async () => {
    const hanging = boot({ frames: [{ type: 'delta', delta: '下周' }], hang: true });
    hanging.actor.send({ type: 'assist.start', action: 'summarize', selection: '', range });
    await vi.waitFor(() => expect(hanging.actor.getSnapshot().context.assist?.text).toBe('下周'));
    hanging.actor.send({ type: 'assist.stop' });
    expect(hanging.actor.getSnapshot().value.assist).toBe('ready');
    expect(hanging.aborted).toHaveBeenCalled();

    const silent = boot({ hang: true });
    silent.actor.send({ type: 'assist.start', action: 'summarize', selection: '', range });
    silent.actor.send({ type: 'assist.stop' });
    expect(silent.actor.getSnapshot().value.assist).toBe('idle');
  });

  it('fails with the server’s words, or when the stream is cut without its last line', async () => {
    const refused = boot({ frames: [{ type: 'error', code: 502, message: '上游服务暂时不可用', refunded: true, balance: 10 }] });
    refused.actor.send({ type: 'assist.start', action: 'polish', selection: '病句', range });
    await vi.waitFor(() => expect(refused.actor.getSnapshot().value.assist).toBe('failed'));
    expect(refused.actor.getSnapshot().context.assist?.error).toBe('上游服务暂时不可用');

    const cut = boot({ frames: [{ type: 'delta', delta: '半句' }] });
    cut.actor.send({ type: 'assist.start', action: 'continue', selection: '', range });
    await vi.waitFor(() => expect(cut.actor.getSnapshot().value.assist).toBe('failed'));
  });
});
