import { Button, Dialog, Modal, Spinner } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { Translate } from '../i18n';
import type { ChatSource, SourcePanelServices, SourcePassage } from './agentTypes';
import type { AgentMessageKey } from './messages';
import { provideSourcePanel } from './sourcePanel.machine';
import * as css from './SourcePanel.css';

export interface SourcePanelProps {
  t: Translate<AgentMessageKey>;
  /** The source chosen from an answer (its [n] or 参考来源). */
  source: ChatSource;
  services: SourcePanelServices;
  onClose: () => void;
  /** 打开原文 (a document: the PDF at its page) or 打开笔记 (a note in the workspace). */
  onOpenOriginal: (source: ChatSource) => void;
}

const place = (source: ChatSource, t: Translate<AgentMessageKey>) =>
  source.page === null ? source.docName : `${source.docName} · ${t('agent.page', { page: source.page })}`;

/**
 * A cited source as a dialog: the passage highlighted between the passages around it, under its heading path; the
 * original (a PDF opens at the page) or the note one press away. A deleted source says 来源已删除 and keeps the card.
 */
export function SourcePanel({ t, source, services, onClose, onOpenOriginal }: SourcePanelProps) {
  const [machine] = useState(() => provideSourcePanel(services));
  const actor = useActorRef(machine, { input: { source } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const passage = useSelector(actor, (snapshot) => snapshot.context.passage);
  const canOpen = state === 'shown' && (source.docId !== null || source.noteId !== null);
  return (
    <Modal isOpen onOpenChange={(isOpen) => isOpen || onClose()} isDismissable size="md">
      <Dialog
        title={t('agent.sourceTitle', { n: source.n })}
        description={place(source, t)}
        closeLabel={t('agent.close')}
        footer={
          <>
            {canOpen ? (
              <Button variant="secondary" onPress={() => onOpenOriginal(source)}>
                {t(source.noteId !== null ? 'agent.openNote' : 'agent.openOriginal')}
              </Button>
            ) : null}
            <Button slot="close">{t('agent.close')}</Button>
          </>
        }
      >
        {state === 'loading' ? (
          <Spinner label={t('agent.loading')} showLabel />
        ) : state === 'shown' && passage ? (
          <Passage passage={passage} t={t} />
        ) : state === 'gone' ? (
          <div className={css.state}>
            <p className={css.gone}>{t('agent.gone')}</p>
            <p className={css.hint}>{t('agent.goneHint')}</p>
            <p className={css.context}>{source.snippet}…</p>
          </div>
        ) : (
          <div className={css.state} role="alert">
            <p className={css.hint}>{t('agent.failed')}</p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'source.retry' })}>
              {t('agent.retry')}
            </Button>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

function Passage({ passage, t }: { passage: SourcePassage; t: Translate<AgentMessageKey> }) {
  return (
    <div className={css.body}>
      {passage.headingPath.length > 0 ? <p className={css.headingPath}>{passage.headingPath.join(' › ')}</p> : null}
      {passage.before ? <p className={css.context}>{passage.before}</p> : null}
      <p className={css.passage}>
        <mark className={css.mark}>
          <VisuallyHidden>{t('agent.cited')}：</VisuallyHidden>
          {passage.text}
        </mark>
      </p>
      {passage.after ? <p className={css.context}>{passage.after}</p> : null}
    </div>
  );
}
