import type { ChatGroup } from '../chat/chatTypes';
import type { ChatGroupsEvent, ChatGroupsSnapshot } from './chatGroups.machine';

/** What the list shows of a group. */
export type ConversationItem = Pick<ChatGroup, 'id' | 'title' | 'isSticky'>;

export interface ChatGroupsView {
  groups: readonly ChatGroup[];
  activeId: number | null;
  /** The first load (a reload keeps the list on screen). */
  isLoading: boolean;
  /** 新建对话 is waiting for the server. */
  isCreating: boolean;
}

/** Snapshot → the ConversationList's data props. */
export function chatGroupsView(snapshot: ChatGroupsSnapshot): ChatGroupsView {
  const { context } = snapshot;
  return {
    groups: context.groups,
    activeId: context.activeId,
    isLoading: snapshot.matches({ member: 'loading' }) && context.groups.length === 0,
    isCreating: snapshot.matches({ member: { ready: 'creating' } }),
  };
}

/** The ConversationList's callbacks, sending the machine's events. */
export const conversationListActions = (send: (event: ChatGroupsEvent) => void) => ({
  onSelect: (groupId: number) => send({ type: 'groups.select', groupId }),
  onCreate: () => send({ type: 'groups.create' }),
  onRename: (groupId: number, title: string) => send({ type: 'groups.rename', groupId, title }),
  onPin: (groupId: number, isSticky: boolean) => send({ type: 'groups.pin', groupId, isSticky }),
  onDelete: (groupId: number) => send({ type: 'groups.delete', groupId }),
  onDeleteAll: () => send({ type: 'groups.deleteAll' }),
});
