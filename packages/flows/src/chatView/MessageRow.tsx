import { Avatar, Button } from '@lingxi/ui';
import { memo, useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { ChatMessageView } from '../chat/chatMessageView';
import type { ChatSource } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ChatViewMessageKey } from './messages';
import { copiedFor, copyText } from '../clipboard/clipboard';
import { CheckIcon, CopyIcon, DocumentIcon, RegenerateIcon } from './icons';
import { CitationPopover, SourceList, useCitations } from './AnswerSources';
import { MarkdownContent } from './MarkdownContent';
import * as css from './MessageRow.css';

export interface MessageRowProps {
  message: ChatMessageView;
  t: Translate<ChatViewMessageKey>;
  /** The last message of the conversation: a failure there is announced (role="alert"). */
  isNewest: boolean;
  /** Shows 重新生成 (the last answer, when the session allows it). */
  canRegenerate: boolean;
  robotAvatar?: string;
  userAvatar?: string;
  /** Must be stable (ChatView passes one that is), or every row renders on every token. */
  onRegenerate: () => void;
  /** A grounded answer's source was chosen (its [n] popover, or 参考来源): show the passage. Stable, like onRegenerate. */
  onOpenSource?: (source: ChatSource) => void;
}

const isWriting = (message: ChatMessageView) => message.status === 'sending' || message.status === 'streaming';

/**
 * One message. Memoised: while an answer streams, only its own row renders again — every other row
 * gets the same message object and the same stable props.
 */
export const MessageRow = memo(function MessageRow({
  message,
  t,
  isNewest,
  canRegenerate,
  robotAvatar,
  userAvatar,
  onRegenerate,
  onOpenSource,
}: MessageRowProps) {
  const citations = useCitations(message.role === 'assistant' && onOpenSource ? message.sources : null);
  if (message.role === 'user') {
    const you = t('chatView.you');
    return (
      <article className={css.row} data-role="user" aria-label={you}>
        <div className={css.userColumn}>
          {message.file ? <Attachment file={message.file} t={t} /> : null}
          {message.content ? <div className={css.userBubble}>{message.content}</div> : null}
        </div>
        <span className={css.userAvatar}>
          <Avatar name={you} src={userAvatar} size="sm" alt="" />
        </span>
      </article>
    );
  }

  const name = message.modelName ?? t('chatView.assistant');
  const writing = isWriting(message);
  const waiting = writing && !message.content && !message.reasoning;
  const hasBubble =
    Boolean(message.content) ||
    waiting ||
    message.status === 'failed' ||
    message.status === 'interrupted' ||
    (message.status === 'stopped' && !message.reasoning);
  return (
    <article className={css.row} data-role="assistant" aria-label={name} aria-busy={writing || undefined}>
      <span className={css.assistantAvatar}>
        <Avatar name={name} src={robotAvatar} size="sm" alt="" />
      </span>
      <div className={css.assistantColumn}>
        <div className={css.modelName} aria-hidden="true">
          {name}
        </div>
        {message.reasoning ? <Reasoning text={message.reasoning} writing={writing} growing={writing && !message.content} t={t} /> : null}
        {hasBubble ? (
          <div className={css.assistantBubble} data-status={message.status}>
            {waiting ? (
              <TypingIndicator label={t('chatView.typing')} />
            ) : message.content ? (
              <MarkdownContent
                source={message.content}
                streaming={message.status === 'streaming'}
                t={t}
                citable={citations.citable}
                onCite={citations.citable ? citations.onCite : undefined}
              />
            ) : null}
            {message.status === 'stopped' ? <p className={css.stopped}>{t('chatView.stopped')}</p> : null}
            {message.status === 'interrupted' ? <p className={css.stopped}>{t('chatView.interrupted')}</p> : null}
            {message.status === 'failed' ? (
              <p className={css.failed} role={isNewest ? 'alert' : undefined}>
                {message.error ?? t('chatView.failed')}
              </p>
            ) : null}
          </div>
        ) : null}
        {!writing && onOpenSource && message.sources?.length ? <SourceList sources={message.sources} t={t} onOpenSource={onOpenSource} /> : null}
        {citations.open && onOpenSource ? (
          <CitationPopover source={citations.open.source} anchor={citations.open.anchor} t={t} onClose={citations.close} onOpenSource={onOpenSource} />
        ) : null}
        {writing ? null : (
          <div className={css.actions}>
            {message.content ? <CopyButton text={message.content} t={t} /> : null}
            {canRegenerate ? (
              <Button variant="quiet" size="sm" onPress={onRegenerate}>
                <span className={css.actionLabel}>
                  <RegenerateIcon className={css.actionIcon} />
                  {t('chatView.regenerate')}
                </span>
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
});

/** 思考过程: open while the answer is being written, folded once it is done (the user may toggle it). */
function Reasoning({ text, writing, growing, t }: { text: string; writing: boolean; growing: boolean; t: Translate<ChatViewMessageKey> }) {
  const [open, setOpen] = useState(writing);
  const [wasWriting, setWasWriting] = useState(writing);
  if (writing !== wasWriting) {
    setWasWriting(writing);
    setOpen(writing);
  }
  return (
    <details className={css.reasoning} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={css.reasoningSummary}>{t(growing ? 'chatView.reasoningLive' : 'chatView.reasoning')}</summary>
      <div className={css.reasoningBody}>
        <MarkdownContent source={text} streaming={growing} t={t} />
      </div>
    </details>
  );
}

function TypingIndicator({ label }: { label: string }) {
  return (
    <span className={css.typing}>
      <span className={css.typingDot} aria-hidden="true" />
      <span className={css.typingDot} aria-hidden="true" />
      <span className={css.typingDot} aria-hidden="true" />
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
    </span>
  );
}

/** 复制: the answer's markdown source; 已复制 (or 复制失败) for a moment. */
function CopyButton({ text, t }: { text: string; t: Translate<ChatViewMessageKey> }) {
  const [result, setResult] = useState<{ copied: boolean; at: number } | null>(null);
  useEffect(() => {
    if (!result) return undefined;
    const timer = setTimeout(() => setResult(null), copiedFor);
    return () => clearTimeout(timer);
  }, [result]);
  const label = result ? t(result.copied ? 'chatView.copied' : 'chatView.copyFailed') : t('chatView.copy');
  return (
    <Button variant="quiet" size="sm" onPress={() => void copyText(text).then((copied) => setResult({ copied, at: Date.now() }))}>
      <span className={css.actionLabel} data-copied={result ? String(result.copied) : undefined}>
        {result?.copied ? <CheckIcon className={css.actionIcon} /> : <CopyIcon className={css.actionIcon} />}
        {label}
      </span>
    </Button>
  );
}

/** The file a question was about: a chip for a document, a thumbnail for a picture; both open it. */
function Attachment({ file, t }: { file: NonNullable<ChatMessageView['file']>; t: Translate<ChatViewMessageKey> }) {
  if (file.kind === 'image')
    return (
      <a className={css.imageLink} href={file.url} target="_blank" rel="noopener noreferrer">
        <img className={css.image} src={file.url} alt={t('chatView.image', { name: file.name })} />
      </a>
    );
  return (
    <a className={css.fileChip} href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('chatView.file', { name: file.name })}>
      <DocumentIcon className={css.fileIcon} />
      <span className={css.fileName}>{file.name}</span>
    </a>
  );
}
