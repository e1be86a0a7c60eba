import { Button, Spinner } from '@lingxi/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessageView } from '../chat/chatMessageView';
import type { ChatSource } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ChatViewMessageKey } from './messages';
import { ArrowDownIcon } from './icons';
import { MessageRow } from './MessageRow';
import * as css from './MessageList.css';

export interface MessageListProps {
  t: Translate<ChatViewMessageKey>;
  messages: readonly ChatMessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  canRegenerate: boolean;
  robotAvatar?: string;
  userAvatar?: string;
  /** Stable (ChatView makes it so): rows are memoised on their props. */
  onRegenerate: () => void;
  onLoadOlder: () => void;
  /** Stable too: a grounded answer's source was chosen. */
  onOpenSource?: (source: ChatSource) => void;
}

/** Space above the first row for 加载更多 (always kept, so the rows do not move when it goes). */
const olderBarHeight = 56;
/** Within this many pixels of the top, scrolling up loads older messages by itself. */
const loadOlderWithin = 240;
/** Within this many pixels of the end the list counts as at the bottom (pinned, no 回到底部). */
export const endThreshold = 48;
const overscan = 4;
/** Keys that scroll the focused log up. */
const scrollUpKeys = new Set(['ArrowUp', 'PageUp', 'Home']);

const elementAtEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight <= endThreshold;

const estimateRow = (message: ChatMessageView | undefined) => (message?.role === 'user' ? 72 : 180);

/**
 * The messages, virtualised (only the rows in and near the viewport are in the DOM) with measured
 * heights. End-anchored: it opens at the latest message, shows a question as it is sent and follows its
 * answer while the reader is at the end — one who scrolled up stays put and gets 回到底部. Older
 * messages prepended at the top keep the rows in view where they were.
 */
export function MessageList({
  t,
  messages,
  hasOlder,
  loadingOlder,
  canRegenerate,
  robotAvatar,
  userAvatar,
  onRegenerate,
  onLoadOlder,
  onOpenSource,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose; nothing here is compiled by the React Compiler
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateRow(messages[index]),
    getItemKey: (index) => messages[index]?.key ?? index,
    overscan,
    paddingStart: olderBarHeight,
    paddingEnd: 8,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: endThreshold,
  });

  // Following the end: on at first, on a send and on 回到底部; off once the reader scrolls up (wheel, touch, keys, the
  // scrollbar: intent, since the virtualizer itself moves scrollTop as rows are measured); on again back at the end.
  // While on, content that grew past the end (an answer growing by more than the virtualizer's own threshold, the
  // actions under a finished answer) is caught up in the next frame (below), never on every render.
  const [following, setFollowing] = useState(true);
  const followingNow = useRef(true);
  const follow = useCallback((on: boolean) => {
    followingNow.current = on;
    setFollowing(on);
  }, []);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const stop = () => followingNow.current && follow(false);
    const onWheel = (event: WheelEvent) => event.deltaY < 0 && stop();
    const onKey = (event: KeyboardEvent) => scrollUpKeys.has(event.key) && stop();
    // On the scroller itself, not a row: its scrollbar.
    const onPointer = (event: PointerEvent) => event.target === element && stop();
    element.addEventListener('wheel', onWheel, { passive: true });
    element.addEventListener('touchmove', stop, { passive: true });
    element.addEventListener('keydown', onKey);
    element.addEventListener('pointerdown', onPointer);
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchmove', stop);
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('pointerdown', onPointer);
    };
  }, [follow]);
  // The catch-up: once per frame at most, in the frame after the rows' total height changed (never inside the
  // virtualizer's measuring, where a scroll that brings rows into view would make a ResizeObserver loop).
  const totalSize = virtualizer.getTotalSize();
  const catchUp = useRef(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element || !followingNow.current || catchUp.current) return;
    catchUp.current = requestAnimationFrame(() => {
      catchUp.current = 0;
      if (followingNow.current && !elementAtEnd(element)) element.scrollTop = element.scrollHeight;
    });
  }, [totalSize]);
  useEffect(() => () => cancelAnimationFrame(catchUp.current), []);
  const followEnd = useCallback(() => {
    follow(true);
    virtualizer.scrollToEnd();
  }, [follow, virtualizer]);

  // Open at the latest message.
  useLayoutEffect(() => virtualizer.scrollToEnd(), [virtualizer]);

  // A question just sent (a new user message at the end of the same conversation): shown, and its answer followed.
  const lastUserKey = messages.findLast((message) => message.role === 'user')?.key;
  const sent = useRef(lastUserKey);
  useLayoutEffect(() => {
    const previous = sent.current;
    sent.current = lastUserKey;
    if (previous !== lastUserKey && lastUserKey === messages.at(-2)?.key) followEnd();
  }, [lastUserKey, messages, followEnd]);

  // Another conversation (none of the old rows is left): start again at its end.
  const edges = useRef<{ last?: string }>({});
  const lastKey = messages.at(-1)?.key;
  useLayoutEffect(() => {
    const previous = edges.current.last;
    edges.current = { last: lastKey };
    if (previous !== undefined && previous !== lastKey && !messages.some((message) => message.key === previous)) followEnd();
  }, [lastKey, messages, followEnd]);

  // One request per approach to the top (the parent may take a moment to report loadingOlder).
  const olderRequested = useRef(false);
  const firstKey = messages[0]?.key;
  useEffect(() => {
    olderRequested.current = false;
  }, [loadingOlder, firstKey]);
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    if (!followingNow.current && elementAtEnd(element)) follow(true);
    if (!hasOlder || loadingOlder || olderRequested.current || element.scrollTop > loadOlderWithin) return;
    olderRequested.current = true;
    onLoadOlder();
  };

  const lastIndex = messages.length - 1;
  const regenerateIndex = canRegenerate && messages[lastIndex]?.role === 'assistant' ? lastIndex : -1;
  const atEnd = following || virtualizer.isAtEnd(endThreshold);

  return (
    <div className={css.frame}>
      {/* A scrolling region must be reachable by keyboard (arrow keys and Page Up scroll it). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} className={css.scroller} role="log" aria-label={t('chatView.log')} aria-live="off" tabIndex={0} onScroll={onScroll}>
        <div className={css.canvas} style={{ height: totalSize }}>
          <div className={css.olderBar} style={{ height: olderBarHeight }}>
            {loadingOlder ? (
              <Spinner size="sm" label={t('chatView.loadingOlder')} showLabel />
            ) : hasOlder ? (
              <Button variant="quiet" size="sm" onPress={onLoadOlder}>
                {t('chatView.loadOlder')}
              </Button>
            ) : null}
          </div>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-key={message.key}
                className={css.item}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageRow
                  message={message}
                  t={t}
                  isNewest={item.index === lastIndex}
                  canRegenerate={item.index === regenerateIndex}
                  robotAvatar={robotAvatar}
                  userAvatar={userAvatar}
                  onRegenerate={onRegenerate}
                  onOpenSource={onOpenSource}
                />
              </div>
            );
          })}
        </div>
      </div>
      {atEnd ? null : (
        <div className={css.jump}>
          <Button variant="secondary" size="sm" onPress={followEnd}>
            <span className={css.jumpLabel}>
              <ArrowDownIcon className={css.jumpIcon} />
              {t('chatView.jumpToLatest')}
            </span>
          </Button>
        </div>
      )}
    </div>
  );
}
