import { assign, enqueueActions, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { ChatGroup, GroupKind } from '../chat/chatTypes';
import { failureMessage, type Notice } from '../session/notify';
import { neighbourOf, orderGroups, placeGroup, toTopOfPart, validGroupTitle } from './groupOrder';

export interface ChatGroupsInput {
  /** 'chat' for /chat, 'file' for /document. */
  kind: GroupKind;
  /** The conversation open now (the URL's /chat/:id, else the stored chatLogId). */
  activeId: number | null;
  isLoggedIn: boolean;
}

export interface CreateGroupInput {
  kind: GroupKind;
  appId?: number | null;
}

export interface UpdateGroupInput {
  groupId: number;
  title?: string;
  isSticky?: boolean;
}

/** An optimistic change on its way to the server, with what undoes it. */
export type PendingGroupChange =
  | { type: 'rename'; groupId: number; title: string; previousTitle: string }
  | { type: 'pin'; groupId: number; isSticky: boolean }
  | { type: 'delete'; group: ChatGroup; previousActive: number | null; nextActive: number | null }
  | { type: 'deleteAll'; groups: ChatGroup[]; previousActive: number | null };

export interface ChatGroupsContext {
  kind: GroupKind;
  isLoggedIn: boolean;
  /** Sticky first, then newest. */
  groups: ChatGroup[];
  activeId: number | null;
  change: PendingGroupChange | null;
  /** Groups created while the list was loading: kept if the list answered without them. */
  createdWhileLoading: ChatGroup[];
}

export type ChatGroupsEvent =
  | { type: 'groups.select'; groupId: number }
  /** 新建对话. */
  | { type: 'groups.create'; appId?: number | null }
  | { type: 'groups.rename'; groupId: number; title: string }
  | { type: 'groups.pin'; groupId: number; isSticky: boolean }
  | { type: 'groups.delete'; groupId: number }
  /** 清空全部对话, after the view's confirmation. */
  | { type: 'groups.deleteAll' }
  /** A group created elsewhere (the chat session's first message): on top, and active. */
  | { type: 'groups.created'; group: ChatGroup }
  /** A message was sent in the group: it moves to the top of its part. */
  | { type: 'groups.touched'; groupId: number; updatedAt?: string }
  /** The server named a conversation (the model's title after its first answer): shown as it is, nothing sent. */
  | { type: 'groups.titled'; groupId: number; title: string }
  | { type: 'groups.reload' }
  | { type: 'session.changed'; isLoggedIn: boolean }
  /** Internal: the change on its way to the server failed. */
  | { type: 'groups.changeFailed'; error: unknown };

/** The fallback text when a change fails without a server message. */
const failureKeys = {
  rename: 'chatGroups.renameFailed',
  pin: 'chatGroups.pinFailed',
  delete: 'chatGroups.deleteFailed',
  deleteAll: 'chatGroups.deleteAllFailed',
} as const satisfies Record<PendingGroupChange['type'], string>;

const findGroup = (groups: readonly ChatGroup[], groupId: number) => groups.find((group) => group.id === groupId);

/** What a failed change leaves: the change undone where nothing newer touched the same thing. */
function undone(context: ChatGroupsContext): Pick<ChatGroupsContext, 'groups' | 'activeId' | 'change'> {
  const { change, groups, activeId } = context;
  const base = { groups, activeId, change: null };
  if (!change) return base;
  switch (change.type) {
    case 'rename':
      return {
        ...base,
        groups: groups.map((group) => (group.id === change.groupId && group.title === change.title ? { ...group, title: change.previousTitle } : group)),
      };
    case 'pin': {
      const group = findGroup(groups, change.groupId);
      return group && group.isSticky === change.isSticky ? { ...base, groups: placeGroup(groups, { ...group, isSticky: !change.isSticky }) } : base;
    }
    case 'delete':
      return {
        change: null,
        groups: findGroup(groups, change.group.id) ? groups : placeGroup(groups, change.group),
        activeId: change.previousActive === change.group.id && activeId === change.nextActive ? change.group.id : activeId,
      };
    case 'deleteAll':
      return {
        change: null,
        groups: orderGroups([...groups, ...change.groups.filter((group) => !findGroup(groups, group.id))]),
        activeId: activeId === null ? change.previousActive : activeId,
      };
  }
}

/*
 * The conversation list of one kind (SPEC §3, §4, docs/chat.md): loads the caller's groups (none for
 * a visitor, and no call), keeps them sticky first then newest, and changes them — create, rename,
 * pin, delete (the selection moves to the neighbour), delete all. Rename, pin and the deletes are
 * shown at once and undone with a notice when the server refuses; one change runs at a time.
 * Every change of the active conversation is reported through `activeChanged`.
 */
const chatGroupsSetup = setup({
  types: {
    input: {} as ChatGroupsInput,
    context: {} as ChatGroupsContext,
    events: {} as ChatGroupsEvent,
  },
  actors: {
    /** GET /group/query {modelType}. */
    listGroups: fromPromise<ChatGroup[], { kind: GroupKind }>(() => Promise.reject(new Error('chatGroups: provide listGroups'))),
    /** POST /group/create {modelType, appId?}. */
    createGroup: fromPromise<ChatGroup, CreateGroupInput>(() => Promise.reject(new Error('chatGroups: provide createGroup'))),
    /** POST /group/update {groupId, title?, isSticky?}. */
    updateGroup: fromPromise<void, UpdateGroupInput>(() => Promise.reject(new Error('chatGroups: provide updateGroup'))),
    /** POST /group/del {groupId}. */
    deleteGroup: fromPromise<void, { groupId: number }>(() => Promise.reject(new Error('chatGroups: provide deleteGroup'))),
    /** POST /group/delAll {modelType}. */
    deleteAllGroups: fromPromise<void, { kind: GroupKind }>(() => Promise.reject(new Error('chatGroups: provide deleteAllGroups'))),
  },
  actions: {
    /** The active conversation changed: the app updates the URL (/chat/:id) and the stored chatLogId. */
    activeChanged: (_, _groupId: number | null) => {},
    notify: (_, _params: Notice) => {},
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLoggedIn,
    logsIn: ({ event }) => event.type === 'session.changed' && event.isLoggedIn,
    logsOut: ({ event }) => event.type === 'session.changed' && !event.isLoggedIn,
    canRename: ({ context, event }) => {
      if (event.type !== 'groups.rename') return false;
      const title = validGroupTitle(event.title);
      const group = findGroup(context.groups, event.groupId);
      return title !== null && group !== undefined && group.title !== title;
    },
    canPin: ({ context, event }) => event.type === 'groups.pin' && findGroup(context.groups, event.groupId)?.isSticky === !event.isSticky,
    canDelete: ({ context, event }) => event.type === 'groups.delete' && findGroup(context.groups, event.groupId) !== undefined,
    hasGroups: ({ context }) => context.groups.length > 0,
  },
});

/** A change failed: undo it where nothing newer touched the same thing, and say why. */
const undoChange = chatGroupsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (!context.change) return;
  const next = undone(context);
  enqueue.assign(next);
  if (next.activeId !== context.activeId) enqueue({ type: 'activeChanged', params: next.activeId });
  const error = event.type === 'groups.changeFailed' ? event.error : undefined;
  enqueue({ type: 'notify', params: { tone: 'error', message: failureMessage(error, failureKeys[context.change.type]) } });
});

export const chatGroupsMachine = chatGroupsSetup.createMachine({
  id: 'chatGroups',
  context: ({ input }) => ({
    kind: input.kind,
    isLoggedIn: input.isLoggedIn,
    groups: [],
    activeId: input.isLoggedIn ? input.activeId : null,
    change: null,
    createdWhileLoading: [],
  }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'isLoggedIn', target: 'member' }, { target: 'visitor' }] },
    /** Logged out: an empty list and no call (SPEC §6: no 401 toast for visitors). */
    visitor: {
      on: { 'session.changed': { guard: 'logsIn', target: 'member', actions: assign({ isLoggedIn: true }) } },
    },
    member: {
      initial: 'loading',
      on: {
        'session.changed': {
          guard: 'logsOut',
          target: 'visitor',
          actions: enqueueActions(({ context, enqueue }) => {
            enqueue.assign({ isLoggedIn: false, groups: [], activeId: null, change: null });
            if (context.activeId !== null) enqueue({ type: 'activeChanged', params: null });
          }),
        },
        'groups.select': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.groupId === context.activeId || !findGroup(context.groups, event.groupId)) return;
            enqueue.assign({ activeId: event.groupId });
            enqueue({ type: 'activeChanged', params: event.groupId });
          }),
        },
        'groups.created': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.assign({ groups: toTopOfPart(context.groups, event.group), activeId: event.group.id });
            if (context.activeId !== event.group.id) enqueue({ type: 'activeChanged', params: event.group.id });
          }),
        },
        'groups.changeFailed': { actions: undoChange },
        'groups.touched': {
          actions: assign({
            groups: ({ context, event }) => {
              const group = findGroup(context.groups, event.groupId);
              return group ? toTopOfPart(context.groups, { ...group, updatedAt: event.updatedAt ?? group.updatedAt }) : context.groups;
            },
          }),
        },
        'groups.titled': {
          actions: assign({
            groups: ({ context, event }) => context.groups.map((group) => (group.id === event.groupId ? { ...group, title: event.title } : group)),
          }),
        },
      },
      states: {
        loading: {
          entry: assign({ createdWhileLoading: [] }),
          on: {
            'groups.created': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({
                  groups: toTopOfPart(context.groups, event.group),
                  activeId: event.group.id,
                  createdWhileLoading: [...context.createdWhileLoading, event.group],
                });
                if (context.activeId !== event.group.id) enqueue({ type: 'activeChanged', params: event.group.id });
              }),
            },
          },
          invoke: {
            src: 'listGroups',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: {
              target: 'ready',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const listed = orderGroups(event.output);
                const missing = context.createdWhileLoading.filter((group) => !findGroup(listed, group.id));
                const groups = missing.reduce(toTopOfPart, listed);
                // A stored conversation that is gone (deleted elsewhere, or of the other kind) is let go.
                const activeId = context.activeId !== null && findGroup(groups, context.activeId) ? context.activeId : null;
                enqueue.assign({ groups, activeId, createdWhileLoading: [] });
                if (activeId !== context.activeId) enqueue({ type: 'activeChanged', params: activeId });
              }),
            },
            onError: {
              target: 'ready',
              actions: [
                assign({ createdWhileLoading: [] }),
                { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'chatGroups.loadFailed') }) },
              ],
            },
          },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'groups.reload': '#chatGroups.member.loading',
                'groups.create': 'creating',
                'groups.rename': {
                  guard: 'canRename',
                  target: 'saving',
                  actions: assign(({ context, event }) => {
                    const title = validGroupTitle(event.title) ?? '';
                    const group = findGroup(context.groups, event.groupId);
                    return {
                      groups: context.groups.map((item) => (item.id === event.groupId ? { ...item, title } : item)),
                      change: { type: 'rename', groupId: event.groupId, title, previousTitle: group?.title ?? '' },
                    };
                  }),
                },
                'groups.pin': {
                  guard: 'canPin',
                  target: 'saving',
                  actions: assign(({ context, event }) => {
                    const group = findGroup(context.groups, event.groupId);
                    return {
                      groups: group ? placeGroup(context.groups, { ...group, isSticky: event.isSticky }) : context.groups,
                      change: { type: 'pin', groupId: event.groupId, isSticky: event.isSticky },
                    };
                  }),
                },
                'groups.delete': {
                  guard: 'canDelete',
                  target: 'deleting',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const group = findGroup(context.groups, event.groupId);
                    if (!group) return;
                    const nextActive = context.activeId === group.id ? neighbourOf(context.groups, group.id) : context.activeId;
                    enqueue.assign({
                      groups: context.groups.filter((item) => item.id !== group.id),
                      activeId: nextActive,
                      change: { type: 'delete', group, previousActive: context.activeId, nextActive },
                    });
                    if (nextActive !== context.activeId) enqueue({ type: 'activeChanged', params: nextActive });
                  }),
                },
                'groups.deleteAll': {
                  guard: 'hasGroups',
                  target: 'deletingAll',
                  actions: enqueueActions(({ context, enqueue }) => {
                    enqueue.assign({ groups: [], activeId: null, change: { type: 'deleteAll', groups: context.groups, previousActive: context.activeId } });
                    if (context.activeId !== null) enqueue({ type: 'activeChanged', params: null });
                  }),
                },
              },
            },
            creating: {
              invoke: {
                src: 'createGroup',
                input: ({ context, event }) => ({
                  kind: context.kind,
                  ...(event.type === 'groups.create' && event.appId != null ? { appId: event.appId } : {}),
                }),
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    enqueue.assign({ groups: toTopOfPart(context.groups, event.output), activeId: event.output.id });
                    if (context.activeId !== event.output.id) enqueue({ type: 'activeChanged', params: event.output.id });
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'chatGroups.createFailed') }) },
                },
              },
            },
            /** A rename or a pin change, already shown. */
            saving: {
              invoke: {
                src: 'updateGroup',
                input: ({ context }) => {
                  const change = context.change;
                  if (change?.type === 'rename') return { groupId: change.groupId, title: change.title };
                  if (change?.type === 'pin') return { groupId: change.groupId, isSticky: change.isSticky };
                  return { groupId: 0 };
                },
                onDone: { target: 'idle', actions: assign({ change: null }) },
                onError: { target: 'idle', actions: raise(({ event }) => ({ type: 'groups.changeFailed' as const, error: event.error })) },
              },
            },
            deleting: {
              invoke: {
                src: 'deleteGroup',
                input: ({ context }) => ({ groupId: context.change?.type === 'delete' ? context.change.group.id : 0 }),
                onDone: { target: 'idle', actions: assign({ change: null }) },
                onError: { target: 'idle', actions: raise(({ event }) => ({ type: 'groups.changeFailed' as const, error: event.error })) },
              },
            },
            deletingAll: {
              invoke: {
                src: 'deleteAllGroups',
                input: ({ context }) => ({ kind: context.kind }),
                onDone: { target: 'idle', actions: assign({ change: null }) },
                onError: { target: 'idle', actions: raise(({ event }) => ({ type: 'groups.changeFailed' as const, error: event.error })) },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatGroupsSnapshot = SnapshotFrom<typeof chatGroupsMachine>;

export interface ChatGroupsServices {
  listGroups: (kind: GroupKind) => Promise<ChatGroup[]>;
  createGroup: (input: CreateGroupInput) => Promise<ChatGroup>;
  updateGroup: (input: UpdateGroupInput) => Promise<void>;
  deleteGroup: (groupId: number) => Promise<void>;
  deleteAllGroups: (kind: GroupKind) => Promise<void>;
  /** Update the URL (/chat/:id, /document/...) and the stored chatLogId. */
  activeChanged: (groupId: number | null) => void;
  /** Toast a failure (the server's text, else a catalog key). */
  notify: (notice: Notice) => void;
}

/** The list's machine with the app's calls and reactions (or a test's or story's fakes). */
export const provideChatGroups = (services: ChatGroupsServices) =>
  chatGroupsMachine.provide({
    actors: {
      listGroups: fromPromise<ChatGroup[], { kind: GroupKind }>(({ input }) => services.listGroups(input.kind)),
      createGroup: fromPromise<ChatGroup, CreateGroupInput>(({ input }) => services.createGroup(input)),
      updateGroup: fromPromise<void, UpdateGroupInput>(({ input }) => services.updateGroup(input)),
      deleteGroup: fromPromise<void, { groupId: number }>(({ input }) => services.deleteGroup(input.groupId)),
      deleteAllGroups: fromPromise<void, { kind: GroupKind }>(({ input }) => services.deleteAllGroups(input.kind)),
    },
    actions: {
      activeChanged: (_, groupId) => services.activeChanged(groupId),
      notify: (_, notice) => services.notify(notice),
    },
  });
