import { Button, Popover } from '@lingxi/ui';
import { useCallback, useMemo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ChatSource } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ChatViewMessageKey } from './messages';
import * as css from './AnswerSources.css';

/** Where a source is from: its name, and its page when it has one (第3页). */
const sourcePlace = (source: ChatSource, t: Translate<ChatViewMessageKey>) =>
  source.page === null ? source.docName : `${source.docName} · ${t('chatView.sourcePage', { page: source.page })}`;

/**
 * A grounded answer's citations: the n its text may cite (for the [n] buttons), the [n] pressed last with the button
 * it anchors to, and the popover that shows that source's snippet.
 */
export function useCitations(sources: readonly ChatSource[] | null) {
  const citable = useMemo(() => (sources ? new Set(sources.map((source) => source.n)) : undefined), [sources]);
  const [open, setOpen] = useState<{ source: ChatSource; anchor: HTMLElement } | null>(null);
  const onCite = useCallback(
    (n: number, anchor: HTMLElement) => {
      const source = sources?.find((candidate) => candidate.n === n);
      if (source) setOpen({ source, anchor });
    },
    [sources],
  );
  return { citable, onCite, open, close: () => setOpen(null) };
}

interface CitationPopoverProps {
  source: ChatSource;
  anchor: HTMLElement;
  t: Translate<ChatViewMessageKey>;
  onClose: () => void;
  onOpenSource: (source: ChatSource) => void;
}

/** An [n] pressed in the text: the source's name, page and first words; 查看原文段落 opens the whole passage. */
export function CitationPopover({ source, anchor, t, onClose, onOpenSource }: CitationPopoverProps) {
  return (
    <Popover
      triggerRef={{ current: anchor }}
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      placement="top"
      aria-label={`${t('chatView.source')} ${source.n}`}
    >
      <div className={css.popover}>
        <p className={css.where}>
          [{source.n}] {sourcePlace(source, t)}
        </p>
        <p className={css.snippet}>{source.snippet}…</p>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            onClose();
            onOpenSource(source);
          }}
        >
          {t('chatView.openSource')}
        </Button>
      </div>
    </Popover>
  );
}

/** 参考来源 under a finished grounded answer: each cited source, [n] name · 第n页; pressing one opens its passage. */
export function SourceList({
  sources,
  t,
  onOpenSource,
}: {
  sources: readonly ChatSource[];
  t: Translate<ChatViewMessageKey>;
  onOpenSource: (source: ChatSource) => void;
}) {
  return (
    <section className={css.sources} aria-label={t('chatView.sources')}>
      <h3 className={css.heading} aria-hidden="true">
        {t('chatView.sources')}
      </h3>
      <ul className={css.list}>
        {sources.map((source) => (
          <li key={source.n}>
            <AriaButton className={css.chip} onPress={() => onOpenSource(source)}>
              <span className={css.number}>[{source.n}]</span>
              <span className={css.name}>{source.docName}</span>
              {source.page === null ? null : <span className={css.page}>{t('chatView.sourcePage', { page: source.page })}</span>}
            </AriaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
