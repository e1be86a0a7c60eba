import { Button, ConfirmDialog, EmptyState, IconButton, Menu, MenuItem, MenuTrigger, Skeleton, SkeletonGroup, TextField } from '@lingxi/ui';
import { Ellipsis, Pin, PinOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import type { Translate } from '../i18n';
import type { ChatGroupsMessageKey } from './messages';
import type { ConversationItem } from './chatGroups.view';
import { PencilGlyph, PlusGlyph, TrashGlyph } from './conversationIcons';
import { groupTitleMaxLength } from './groupOrder';
import * as css from './ConversationList.css';

export interface ConversationListProps {
  t: Translate<ChatGroupsMessageKey>;
  /** Sticky first, then newest (the machine's order). */
  groups: readonly ConversationItem[];
  activeId: number | null;
  /** The first load: a skeleton instead of the list. */
  isLoading?: boolean;
  /** 新建对话 is waiting for the server. */
  isCreating?: boolean;
  onSelect: (groupId: number) => void;
  onCreate: () => void;
  /** The title as typed; the machine trims and checks it (1–50 characters). */
  onRename: (groupId: number, title: string) => void;
  onPin: (groupId: number, isSticky: boolean) => void;
  /** After the confirmation. */
  onDelete: (groupId: number) => void;
  /** After the confirmation. */
  onDeleteAll: () => void;
  /** Under 新建对话: the screen's own way onward (/chat: 应用中心; /gpt: 浏览智能体). */
  extraAction?: ReactNode;
}

const displayTitle = (group: ConversationItem, t: Translate<ChatGroupsMessageKey>) => group.title.trim() || t('chatGroups.untitled');

const skeletonWidths = ['86%', '64%', '92%', '72%', '58%', '80%'] as const;

/**
 * The conversation list of /chat and /document: 新建对话, the groups (a grid list: arrow keys move,
 * Enter or Space opens a conversation, Tab reaches its menu button), each with 重命名 (inline field:
 * Enter saves, Escape cancels), 置顶 / 取消置顶 and 删除 (confirmed); 清空全部对话 (confirmed);
 * 暂无对话 when empty (SPEC §2.2). Fits a 260–300 px column and a full-width mobile drawer.
 */
export function ConversationList({
  t,
  groups,
  activeId,
  isLoading = false,
  isCreating = false,
  onSelect,
  onCreate,
  onRename,
  onPin,
  onDelete,
  onDeleteAll,
  extraAction,
}: ConversationListProps) {
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<ConversationItem | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [isClearOpen, setClearOpen] = useState(false);
  const rows = useRef(new Map<number, HTMLElement>());

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (typeof key === 'number' && key !== activeId) onSelect(key);
  };

  const finishRename = (groupId: number, title: string | null, returnFocus: boolean) => {
    setRenamingId(null);
    if (title !== null) onRename(groupId, title);
    // Back to the row for keyboard users (a click elsewhere keeps its own focus).
    if (returnFocus) requestAnimationFrame(() => rows.current.get(groupId)?.focus());
  };

  const onItemAction = (group: ConversationItem, action: Key) => {
    if (action === 'rename') setRenamingId(group.id);
    else if (action === 'pin') onPin(group.id, !group.isSticky);
    else if (action === 'delete') {
      setDeleteTarget(group);
      setDeleteOpen(true);
    }
  };

  return (
    <nav className={css.root} aria-label={t('chatGroups.label')}>
      <Button variant="secondary" isFullWidth onPress={onCreate} isPending={isCreating} pendingLabel={t('chatGroups.creating')}>
        <PlusGlyph aria-hidden="true" focusable="false" className={css.buttonIcon} />
        {t('chatGroups.new')}
      </Button>
      {extraAction}
      <div className={css.body}>
        {isLoading ? (
          <SkeletonGroup label={t('chatGroups.loading')}>
            <div className={css.skeletonRows}>
              {skeletonWidths.map((width) => (
                <Skeleton key={width} width={width} />
              ))}
            </div>
          </SkeletonGroup>
        ) : groups.length === 0 ? (
          <div className={css.empty}>
            <EmptyState title={t('chatGroups.empty')} headingLevel={2} />
          </div>
        ) : (
          <GridList
            aria-label={t('chatGroups.label')}
            items={groups}
            dependencies={[renamingId, t]}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={activeId !== null ? [activeId] : []}
            onSelectionChange={onSelectionChange}
            keyboardNavigationBehavior="tab"
            className={css.list}
          >
            {(group) => {
              const title = displayTitle(group, t);
              return (
                <GridListItem
                  id={group.id}
                  textValue={group.isSticky ? t('chatGroups.stickyName', { title }) : title}
                  className={css.row}
                  ref={(element: HTMLDivElement | null) => {
                    if (element) rows.current.set(group.id, element);
                    else rows.current.delete(group.id);
                  }}
                >
                  {renamingId === group.id ? (
                    <RenameField t={t} title={group.title} onFinish={(value, returnFocus) => finishRename(group.id, value, returnFocus)} />
                  ) : (
                    <>
                      {group.isSticky ? <Pin aria-hidden="true" focusable="false" className={css.pin} /> : null}
                      <span className={css.title} title={title}>
                        {title}
                      </span>
                      <span className={css.actions}>
                        <MenuTrigger>
                          <IconButton icon={Ellipsis} label={t('chatGroups.more', { title })} size="sm" />
                          <Menu placement="bottom end" onAction={(action) => onItemAction(group, action)}>
                            <MenuItem id="rename" icon={PencilGlyph}>
                              {t('chatGroups.rename')}
                            </MenuItem>
                            <MenuItem id="pin" icon={group.isSticky ? PinOff : Pin}>
                              {group.isSticky ? t('chatGroups.unpin') : t('chatGroups.pin')}
                            </MenuItem>
                            <MenuItem id="delete" icon={TrashGlyph} tone="danger">
                              {t('chatGroups.delete')}
                            </MenuItem>
                          </Menu>
                        </MenuTrigger>
                      </span>
                    </>
                  )}
                </GridListItem>
              );
            }}
          </GridList>
        )}
      </div>
      <div className={css.footer}>
        <Button variant="quiet" size="sm" isDisabled={isLoading || groups.length === 0} onPress={() => setClearOpen(true)}>
          <TrashGlyph aria-hidden="true" focusable="false" className={css.buttonIcon} />
          {t('chatGroups.deleteAll')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        tone="danger"
        title={t('chatGroups.deleteTitle')}
        message={t('chatGroups.deleteMessage', { title: deleteTarget ? displayTitle(deleteTarget, t) : '' })}
        confirmLabel={t('chatGroups.deleteConfirm')}
        cancelLabel={t('chatGroups.cancel')}
        onConfirm={() => {
          if (deleteTarget) onDelete(deleteTarget.id);
        }}
      />
      <ConfirmDialog
        isOpen={isClearOpen}
        onOpenChange={setClearOpen}
        tone="danger"
        title={t('chatGroups.deleteAll')}
        message={t('chatGroups.deleteAllMessage')}
        confirmLabel={t('chatGroups.deleteAllConfirm')}
        cancelLabel={t('chatGroups.cancel')}
        onConfirm={onDeleteAll}
      />
    </nav>
  );
}

interface RenameFieldProps {
  t: Translate<ChatGroupsMessageKey>;
  title: string;
  /** The title to save (null: cancelled) and whether focus goes back to the row (keyboard). */
  onFinish: (title: string | null, returnFocus: boolean) => void;
}

/** The inline rename field: Enter saves, Escape cancels, leaving it saves. */
function RenameField({ t, title, onFinish }: RenameFieldProps) {
  const [value, setValue] = useState(title);
  const wrapper = useRef<HTMLSpanElement>(null);
  const finished = useRef(false);

  const finish = (save: boolean, returnFocus: boolean) => {
    if (finished.current) return;
    finished.current = true;
    onFinish(save ? value : null, returnFocus);
  };

  useEffect(() => {
    // The menu that asked for the field restores focus to its (now gone) trigger on close: focus the
    // field now and again after that frame.
    const focus = () => {
      const input = wrapper.current?.querySelector('input');
      if (input && document.activeElement !== input) {
        input.focus();
        input.select();
      }
    };
    focus();
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <span ref={wrapper} className={css.rename}>
      <TextField
        aria-label={t('chatGroups.renameLabel')}
        value={value}
        onChange={setValue}
        maxLength={groupTitleMaxLength}
        // react-aria stops these keys here: the list neither moves nor clears, a drawer does not close.
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true, true);
          else if (event.key === 'Escape') finish(false, true);
        }}
        onBlur={() => finish(true, false)}
      />
    </span>
  );
}
