import { docsCatalog, KnowledgeDocs, type DocsMessageKey } from '@lingxi/flows/knowledgeDocs';
import { messageText, type Notice } from '@lingxi/flows/session';
import { useCallback, useMemo } from 'react';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { localData, storageKeys } from '../../state/localData';
import { toasts } from '../../state/toasts';
import { docsServices } from './knowledgeCalls';

const catalogs = [docsCatalog];

export interface DocumentsPanelProps {
  loggedIn: boolean;
  /** The bases as the panel knows them now: the scope picker lists them. */
  onBasesChanged: (bases: readonly { id: number; name: string }[]) => void;
}

/** /knowledge/agent's documents: the panel of one base (remembered), uploads with their progress dialog. */
export function DocumentsPanel({ loggedIn, onBasesChanged }: DocumentsPanelProps) {
  const t = useFlowTranslate(catalogs);
  const services = useMemo(() => ({ ...docsServices, basesChanged: onBasesChanged }), [onBasesChanged]);
  const notify = useCallback((notice: Notice<DocsMessageKey>) => toasts.show(notice.tone, messageText(t, notice.message)), [t]);
  return (
    <KnowledgeDocs
      t={t}
      services={services}
      isLoggedIn={loggedIn}
      kbId={localData.getPlain<number>(storageKeys.knowledgeBase) ?? null}
      onLogin={() => openDialog('login')}
      notify={notify}
      onBaseChange={(kbId) => localData.setPlain(storageKeys.knowledgeBase, kbId)}
    />
  );
}
