import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { blankNote, workspaceMachine } from './workspace.machine';
import { storyWorkspaceServices } from './workspace.fixtures';
import type { KnowledgeBase, Note, NoteSummary } from './workspaceTypes';

function boot(options: Parameters<typeof storyWorkspaceServices>[0] = {}, openNoteId: number | null = null) {
  const services = storyWorkspaceServices(options);
  const machine = workspaceMachine.provide({
    actors: {
      listBases: fromPromise<KnowledgeBase[]>(() => services.listBases()),
      createBase: fromPromise<KnowledgeBase, string>(({ input }) => services.createBase(input)),
      listNotes: fromPromise<NoteSummary[], number>(({ input }) => services.listNotes(input)),
      loadNote: fromPromise<Note, number>(({ input }) => services.loadNote(input)),
      createNote: fromPromise<Note, number>(({ input }) => services.saveNote(blankNote(input))),
      deleteNote: fromPromise<void, number>(({ input }) => services.deleteNote(input)),
    },
  });
  const actor = createActor(machine, { input: { openNoteId } }).start();
  const ids = () => actor.getSnapshot().context.notes.map((note) => note.id);
  return { actor, services, ids };
}

describe('workspaceMachine', () => {
  it('opens on the first base’s notes; 新建笔记 saves a blank note and opens it at the top', async () => {
    const { actor, services, ids } = boot();
    await vi.waitFor(() => expect(ids()).toEqual([13, 12, 11]));
    actor.send({ type: 'note.create' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.open?.id).toBe(100));
    expect(services.saves.at(-1)).toEqual({ kbId: 1, title: '', doc: { type: 'doc', content: [{ type: 'paragraph' }] }, version: 0 });
    expect(ids()).toEqual([100, 13, 12, 11]);
  });

  it('moves a saved note to the top with its new title, and forgets a deleted one (closing it when open)', async () => {
    const { actor, ids } = boot();
    await vi.waitFor(() => expect(ids()).toHaveLength(3));
    actor.send({ type: 'note.open', id: 11 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.open?.id).toBe(11));
    const open = actor.getSnapshot().context.open!;
    actor.send({ type: 'note.saved', note: { ...open, title: '新标题', version: 2 } });
    expect(ids()).toEqual([11, 13, 12]);
    expect(actor.getSnapshot().context.notes[0]).toMatchObject({ title: '新标题', version: 2 });
    expect(actor.getSnapshot().context.notes[0]).not.toHaveProperty('doc');
    actor.send({ type: 'note.delete', id: 11 });
    await vi.waitFor(() => expect(ids()).toEqual([13, 12]));
    expect(actor.getSnapshot().context.open).toBeNull();
  });

  it('without a base asks for one, and opens on the base it made', async () => {
    const { actor } = boot({ bases: [], notes: [] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('noBase'));
    actor.send({ type: 'base.create', name: '读书笔记' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: 'ready' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ kbId: 1, bases: [{ name: '读书笔记' }], notes: [] });
  });

  it('a linked note (打开笔记 of a cited note) opens at once; an unknown one leaves the first base as usual', async () => {
    const linked = boot({}, 12);
    await vi.waitFor(() => expect(linked.actor.getSnapshot().matches({ base: 'ready' })).toBe(true));
    expect(linked.actor.getSnapshot().context).toMatchObject({ kbId: 1, open: { id: 12 }, linked: null });
    expect(linked.ids()).toEqual([13, 12, 11]);
    const unknown = boot({}, 999);
    await vi.waitFor(() => expect(unknown.actor.getSnapshot().matches({ base: 'ready' })).toBe(true));
    expect(unknown.actor.getSnapshot().context).toMatchObject({ kbId: 1, open: null });
  });
});
