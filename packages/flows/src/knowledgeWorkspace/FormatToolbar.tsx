import { isSafeHref } from '@lingxi/rich-text';
import { Button, Popover, PopoverTrigger, TextField } from '@lingxi/ui';
import { keydownHandler } from '@tiptap/pm/keymap';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Minus,
  Pilcrow,
  Redo2,
  SquareCode,
  Strikethrough,
  TextQuote,
  Undo2,
} from 'lucide-react';
import { type FormEvent, type JSX, type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Group, Button as RACButton, Separator, ToggleButton, ToggleButtonGroup, Toolbar } from 'react-aria-components';
import type { Translate } from '../i18n';
import * as css from './FormatToolbar.css';
import {
  ariaShortcut,
  blockTypes,
  type FormatAction,
  type FormatCommand,
  formatCommands,
  formatShortcuts,
  formatState,
  linkCommand,
  markFormats,
  removeLinkCommand,
  wrapFormats,
} from './formatCommands';
import type { WorkspaceMessageKey } from './messages';

const icons: Record<FormatAction, LucideIcon> = {
  undo: Undo2,
  redo: Redo2,
  paragraph: Pilcrow,
  heading1: Heading1,
  heading2: Heading2,
  heading3: Heading3,
  bold: Bold,
  italic: Italic,
  strike: Strikethrough,
  code: Code,
  bulletList: List,
  orderedList: ListOrdered,
  blockquote: TextQuote,
  codeBlock: SquareCode,
  horizontalRule: Minus,
};

/** Apple devices say ⌘ where others say Ctrl (Tiptap's `Mod`). */
const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);

export interface FormatToolbarProps {
  t: Translate<WorkspaceMessageKey>;
  editor: Editor;
  /** The editor is read-only (a conflict, an assist under way): every button is disabled. */
  isDisabled: boolean;
}

/** Whether the element's content is wider than the element (it scrolls sideways). */
function useIsOverflowing(ref: RefObject<HTMLElement | null>) {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

/**
 * The note's formatting toolbar (格式): undo and redo, the paragraph style (正文, 标题 1–3, a radio group), bold,
 * italic, strikethrough, inline code and a link, then lists, quote, code block and a divider. Each toggle follows the
 * selection (`useEditorState`, after every transaction). One tab stop, arrow keys between the buttons (RAC's Toolbar);
 * a pressed button hands the focus back to the text, so typing goes on where it was.
 */
export function FormatToolbar({ t, editor, isDisabled }: FormatToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => formatState(current) });
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useIsOverflowing(scroller);
  const apply = (command: FormatCommand) => command(editor.chain().focus()).run();

  const buttonProps = (action: FormatAction) => {
    const Icon = icons[action];
    const shortcut = ariaShortcut(formatShortcuts[action], apple);
    return {
      className: css.button,
      'aria-label': t(`notes.format.${action}`),
      // RAC passes no aria-keyshortcuts through: the button element is rendered here with it.
      render: (props: JSX.IntrinsicElements['button']) => <button {...props} aria-keyshortcuts={shortcut} />,
      isDisabled: isDisabled || !state.enabled[action],
      onPress: () => apply(formatCommands[action]),
      children: <Icon aria-hidden="true" focusable="false" className={css.icon} />,
    };
  };

  return (
    // Disabled buttons take no focus: while the editor is read-only a row too wide for the screen is still reachable by
    // keyboard to scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={css.scroller} tabIndex={isDisabled && overflowing ? 0 : undefined}>
      <Toolbar aria-label={t('notes.format')} className={css.toolbar}>
        <Group aria-label={t('notes.format.history')} className={css.group}>
          <RACButton {...buttonProps('undo')} />
          <RACButton {...buttonProps('redo')} />
        </Group>
        <Separator className={css.separator} />
        <ToggleButtonGroup
          aria-label={t('notes.format.blockType')}
          selectionMode="single"
          selectedKeys={state.block ? [state.block] : []}
          className={css.group}
        >
          {blockTypes.map((type) => (
            <ToggleButton key={type} id={type} {...buttonProps(type)} />
          ))}
        </ToggleButtonGroup>
        <Separator className={css.separator} />
        <Group aria-label={t('notes.format.text')} className={css.group}>
          {markFormats.map((format) => (
            <ToggleButton key={format} {...buttonProps(format)} isSelected={state.active[format]} />
          ))}
          <LinkButton t={t} editor={editor} isActive={state.active.link} isDisabled={isDisabled || !state.enabled.link} />
        </Group>
        <Separator className={css.separator} />
        <Group aria-label={t('notes.format.blocks')} className={css.group}>
          {wrapFormats.map((format) => (
            <ToggleButton key={format} {...buttonProps(format)} isSelected={state.active[format]} />
          ))}
          <RACButton {...buttonProps('horizontalRule')} />
        </Group>
      </Toolbar>
    </div>
  );
}

interface LinkButtonProps {
  t: Translate<WorkspaceMessageKey>;
  editor: Editor;
  /** The selection is inside a link: the dialog edits it and offers 移除链接. */
  isActive: boolean;
  isDisabled: boolean;
}

/**
 * 链接 (or Ctrl+K / ⌘K in the text): a small dialog with the address (http, https or mailto only), 确定, 取消 and,
 * inside a link, 移除链接. An address refused by 确定 stays marked as it is corrected, until it is one.
 */
function LinkButton({ t, editor, isActive, isDisabled }: LinkButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [checked, setChecked] = useState(false);
  const invalid = checked && !isSafeHref(url.trim());
  // Escape, 取消 or a click outside hand the focus back to where it was: 链接, or after Ctrl+K the text (RAC focuses it
  // again, and ProseMirror puts its selection back).
  const openChange = (open: boolean) => {
    if (open) {
      setUrl(String(editor.getAttributes('link').href ?? ''));
      setChecked(false);
    }
    setOpen(open);
  };
  // Closed first (synchronously: the popover stops holding the focus), then the command takes it back to the text.
  const finish = (command: FormatCommand) => {
    flushSync(() => setOpen(false));
    command(editor.chain().focus()).run();
  };
  const openFromText = useEffectEvent(() => {
    if (isDisabled) return false;
    openChange(true);
    return true;
  });
  // Ctrl+K / ⌘K in the text (StarterKit binds nothing to it), announced on 链接 as the other buttons' shortcuts are.
  useEffect(() => {
    const key = new PluginKey('linkShortcut');
    editor.registerPlugin(new Plugin({ key, props: { handleKeyDown: keydownHandler({ 'Mod-k': () => openFromText() }) } }));
    return () => void editor.unregisterPlugin(key);
  }, [editor]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = url.trim();
    if (!isSafeHref(href)) {
      setChecked(true);
      return;
    }
    finish(linkCommand(href, editor));
  };
  return (
    <PopoverTrigger isOpen={isOpen} onOpenChange={openChange}>
      <RACButton
        className={css.button}
        aria-label={t('notes.format.link')}
        render={(props) => <button {...props} aria-keyshortcuts={ariaShortcut('Mod+K', apple)} />}
        isDisabled={isDisabled}
        data-active={isActive || undefined}
      >
        <Link2 aria-hidden="true" focusable="false" className={css.icon} />
      </RACButton>
      <Popover title={t(isActive ? 'notes.format.linkEdit' : 'notes.format.linkAdd')} placement="bottom">
        <form className={css.linkForm} onSubmit={submit} noValidate>
          <TextField
            label={t('notes.format.linkUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens for this one field
            autoFocus
            value={url}
            onChange={setUrl}
            isInvalid={invalid}
            validationBehavior="aria"
            errorMessage={t('notes.format.linkInvalid')}
          />
          <div className={css.linkActions}>
            {isActive ? (
              <span className={css.linkRemove}>
                <Button size="sm" variant="quiet" onPress={() => finish(removeLinkCommand)}>
                  {t('notes.format.linkRemove')}
                </Button>
              </span>
            ) : null}
            <Button size="sm" variant="secondary" slot="close">
              {t('notes.cancel')}
            </Button>
            <Button size="sm" type="submit">
              {t('notes.format.linkApply')}
            </Button>
          </div>
        </form>
      </Popover>
    </PopoverTrigger>
  );
}
