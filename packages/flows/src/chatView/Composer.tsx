import { IconButton, TextArea } from '@lingxi/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Translate } from '../i18n';
import type { ChatViewMessageKey } from './messages';
import { composerKeyAction } from './composerKeys';
import { SendIcon, StopIcon } from './icons';
import * as css from './Composer.css';

export interface ComposerProps {
  t: Translate<ChatViewMessageKey>;
  /** An answer is being written: the send button is 停止生成 and Enter does nothing. */
  busy: boolean;
  /** Nothing can be sent (the conversation is loading or failed to load); typing still works. */
  isSendDisabled?: boolean;
  /** Text to put back (a refused question); applied whenever it changes. */
  draft?: string;
  placeholder?: string;
  /** Left of the text area (the upload button on /document). */
  start?: ReactNode;
  onSend: (prompt: string) => void;
  onStop: () => void;
}

/**
 * The question box: Enter sends, Shift+Enter starts a new line, Enter that picks an IME candidate
 * does neither. It grows with its text up to eight lines, then scrolls.
 */
export function Composer({ t, busy, isSendDisabled = false, draft, placeholder, start, onSend, onStop }: ComposerProps) {
  const [text, setText] = useState(draft ?? '');
  // A new draft replaces the text (adjusting state while rendering, not in an effect: no flash).
  const [appliedDraft, setAppliedDraft] = useState(draft);
  if (draft !== appliedDraft) {
    setAppliedDraft(draft);
    if (draft !== undefined) setText(draft);
  }
  const field = useRef<HTMLDivElement>(null);
  const hintId = useId();

  // Auto-grow: measure the content at its natural height; CSS caps it at eight lines.
  const fitHeight = useCallback(() => {
    const area = field.current?.querySelector('textarea');
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  }, []);
  useLayoutEffect(fitHeight, [text, fitHeight]);
  // A web font arriving after the first measure changes the line height: measure again.
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let active = true;
    void fonts.ready.then(() => active && fitHeight());
    fonts.addEventListener('loadingdone', fitHeight);
    return () => {
      active = false;
      fonts.removeEventListener('loadingdone', fitHeight);
    };
  }, [fitHeight]);

  const canSend = !busy && !isSendDisabled && text.trim() !== '';
  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    field.current?.querySelector('textarea')?.focus();
  };

  return (
    <div className={css.composer}>
      <div className={css.row}>
        {start ? <div className={css.start}>{start}</div> : null}
        <div ref={field} className={css.field}>
          <TextArea
            aria-label={t('chatView.composer')}
            aria-describedby={hintId}
            placeholder={placeholder ?? t('chatView.placeholder')}
            rows={1}
            value={text}
            onChange={setText}
            onKeyDown={(event) => {
              const action = composerKeyAction(
                { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode },
                busy,
              );
              if (action === 'type') return;
              event.preventDefault();
              if (action === 'send') send();
            }}
          />
        </div>
        <IconButton
          size="lg"
          variant={busy ? 'secondary' : 'primary'}
          icon={busy ? StopIcon : SendIcon}
          label={t(busy ? 'chatView.stop' : 'chatView.send')}
          isDisabled={!busy && !canSend}
          onPress={busy ? onStop : send}
        />
      </div>
      <p id={hintId} className={css.hint}>
        {t('chatView.hint')}
      </p>
    </div>
  );
}
