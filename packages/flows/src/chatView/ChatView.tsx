import { Button, EmptyState, Skeleton, SkeletonGroup } from '@lingxi/ui';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { ChatMessageStatus, ChatMessageView, ChatPhase } from '../chat/chatMessageView';
import type { ChatSource } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ChatViewMessageKey } from './messages';
import { Composer } from './Composer';
import { SparkIcon } from './icons';
import { MessageList } from './MessageList';
import { markdownToSpeech } from './speech';
import * as css from './ChatView.css';

export interface ChatViewProps {
  /** Translates the `chatView.*` keys (`chatViewCatalog`). Keep it stable: rows are memoised on it. */
  t: Translate<ChatViewMessageKey>;
  messages: readonly ChatMessageView[];
  phase: ChatPhase;
  /** Older messages exist above the first one. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** 重新生成 on the last answer. */
  canRegenerate: boolean;
  /** Text to put back into the composer (after a refused send); applied whenever it changes. */
  draft?: string;
  onSend(prompt: string): void;
  onStop(): void;
  onRegenerate(): void;
  onLoadOlder(): void;
  onRetryLoad(): void;
  /** Above the messages (the model picker bar). */
  toolbar?: ReactNode;
  /** A note above the messages, centred (the 演示模式 badge). */
  notice?: ReactNode;
  /** Left of the text area (the upload button on /document). */
  composerStart?: ReactNode;
  placeholder?: string;
  /** Shown when there are no messages (default: a welcome). */
  emptyState?: ReactNode;
  robotAvatar?: string;
  userAvatar?: string;
  /** A grounded answer's (/knowledge/agent): a source was chosen from its [n] or its 参考来源; show the passage. */
  onOpenSource?: (source: ChatSource) => void;
}

const writing = (status: ChatMessageStatus | undefined) => status === 'sending' || status === 'streaming';

/** The conversation pane of /chat and /document: the messages, and the question box under them. */
export function ChatView({
  t,
  messages,
  phase,
  hasOlder,
  loadingOlder,
  canRegenerate,
  draft,
  onSend,
  onStop,
  onRegenerate,
  onLoadOlder,
  onRetryLoad,
  toolbar,
  notice,
  composerStart,
  placeholder,
  emptyState,
  robotAvatar,
  userAvatar,
  onOpenSource,
}: ChatViewProps) {
  const regenerate = useStableCallback(onRegenerate);
  const loadOlder = useStableCallback(onLoadOlder);
  const openSource = useStableCallback((source: ChatSource) => onOpenSource?.(source));
  const announcement = useFinishedAnswerAnnouncement(messages, t);
  const busy = phase === 'sending' || phase === 'streaming';

  return (
    <div className={css.root}>
      {toolbar ? <div className={css.toolbar}>{toolbar}</div> : null}
      {notice ? <div className={css.notice}>{notice}</div> : null}
      <div className={css.body}>
        {phase === 'loading' ? (
          <LoadingRows t={t} />
        ) : phase === 'loadFailed' ? (
          <div className={css.stage}>
            <p className={css.loadFailed} role="alert">
              {t('chatView.loadFailed')}
            </p>
            <Button variant="secondary" onPress={onRetryLoad}>
              {t('chatView.retry')}
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <div className={css.stage}>
            {emptyState ?? (
              <EmptyState icon={<SparkIcon className={css.emptyIcon} />} title={t('chatView.empty.title')} description={t('chatView.empty.description')} />
            )}
          </div>
        ) : (
          <MessageList
            t={t}
            messages={messages}
            hasOlder={hasOlder}
            loadingOlder={loadingOlder}
            canRegenerate={canRegenerate}
            robotAvatar={robotAvatar}
            userAvatar={userAvatar}
            onRegenerate={regenerate}
            onLoadOlder={loadOlder}
            onOpenSource={onOpenSource ? openSource : undefined}
          />
        )}
      </div>
      <Composer
        t={t}
        busy={busy}
        isSendDisabled={phase === 'loading' || phase === 'loadFailed'}
        draft={draft}
        placeholder={placeholder}
        start={composerStart}
        onSend={onSend}
        onStop={onStop}
      />
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}

/** Skeleton rows while the conversation loads: a question on the right, an answer on the left. */
function LoadingRows({ t }: { t: Translate<ChatViewMessageKey> }) {
  return (
    <div className={css.skeletons}>
      <SkeletonGroup label={t('chatView.loading')}>
        {[0, 1].map((pair) => (
          <div key={pair} className={css.skeletonPair}>
            <div className={css.skeletonQuestion}>
              <Skeleton variant="rect" width="100%" height={40} />
            </div>
            <div className={css.skeletonAnswer}>
              <Skeleton variant="circle" width={32} />
              <div className={css.skeletonAnswerText}>
                <Skeleton lines={pair === 0 ? 4 : 2} />
              </div>
            </div>
          </div>
        ))}
      </SkeletonGroup>
    </div>
  );
}

/**
 * A callback with a stable identity that always calls the latest handler: the app may pass inline
 * functions, and the memoised rows must not render again because of them.
 */
function useStableCallback<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/**
 * The log is not live (rows appear as the list scrolls, tokens arrive many times a second); instead
 * a finished answer is read once, as a whole, through a polite status region. Failures are alerts
 * in their row.
 */
function useFinishedAnswerAnnouncement(messages: readonly ChatMessageView[], t: Translate<ChatViewMessageKey>): string {
  const last = messages.at(-1);
  const [tracked, setTracked] = useState<{ key: string; status: ChatMessageStatus } | null>(last ? { key: last.key, status: last.status } : null);
  const [announcement, setAnnouncement] = useState('');
  if (last && (tracked?.key !== last.key || tracked.status !== last.status)) {
    setTracked({ key: last.key, status: last.status });
    if (last.role === 'assistant' && tracked?.key === last.key && writing(tracked.status) && (last.status === 'done' || last.status === 'stopped')) {
      const name = last.modelName ?? t('chatView.assistant');
      setAnnouncement(t(last.status === 'done' ? 'chatView.answered' : 'chatView.answeredStopped', { name, text: markdownToSpeech(last.content) }));
    }
  }
  return announcement;
}
