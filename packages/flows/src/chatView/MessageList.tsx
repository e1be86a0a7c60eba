import { Button, Spinner } from '@lingxi/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessageView } from '../chat/chatMessageView';
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
}

/** Space above the first row for 加载更多 (always kept, so the rows do not move when it goes). */
const olderBarHeight = 56;
/** Within this many pixels of the top, scrolling up loads older messages by itself. */
const loadOlderWithin = 240;
/** Within this many pixels of the end the list counts as at the bottom (pinned, no 回到底部). */
export const endThreshold = 48;
const overscan = 4;

const estimateRow = (message: ChatMessageView | undefined) => (message?.role === 'user' ? 72 : 180);

/**
 * The messages, virtualised (only the rows in and near the viewport are in the DOM) with measured
 * heights. End-anchored: it opens at the latest message and stays pinned there while an answer
 * streams or a new one is added — unless the user scrolled up, who then gets 回到底部. Older
 * messages prepended at the top keep the rows in view where they were.
 */
export function MessageList({ t, messages, hasOlder, loadingOlder, canRegenerate, robotAvatar, userAvatar, onRegenerate, onLoadOlder }: MessageListProps) {
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

  // Open at the latest message.
  useLayoutEffect(() => virtualizer.scrollToEnd(), [virtualizer]);

  // Another conversation (none of the old rows is left): start again at its end.
  const edges = useRef<{ last?: string }>({});
  const lastKey = messages.at(-1)?.key;
  useLayoutEffect(() => {
    const previous = edges.current.last;
    edges.current = { last: lastKey };
    if (previous !== undefined && previous !== lastKey && !messages.some((message) => message.key === previous)) virtualizer.scrollToEnd();
  }, [lastKey, messages, virtualizer]);

  // One request per approach to the top (the parent may take a moment to report loadingOlder).
  const olderRequested = useRef(false);
  const firstKey = messages[0]?.key;
  useEffect(() => {
    olderRequested.current = false;
  }, [loadingOlder, firstKey]);
  const onScroll = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder || olderRequested.current || element.scrollTop > loadOlderWithin) return;
    olderRequested.current = true;
    onLoadOlder();
  };

  const lastIndex = messages.length - 1;
  const regenerateIndex = canRegenerate && messages[lastIndex]?.role === 'assistant' ? lastIndex : -1;
  const atEnd = virtualizer.isAtEnd(endThreshold);

  return (
    <div className={css.frame}>
      {/* A scrolling region must be reachable by keyboard (arrow keys and Page Up scroll it). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroller} className={css.scroller} role="log" aria-label={t('chatView.log')} aria-live="off" tabIndex={0} onScroll={onScroll}>
        <div className={css.canvas} style={{ height: virtualizer.getTotalSize() }}>
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
                />
              </div>
            );
          })}
        </div>
      </div>
      {atEnd ? null : (
        <div className={css.jump}>
          <Button variant="secondary" size="sm" onPress={() => virtualizer.scrollToEnd()}>
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
