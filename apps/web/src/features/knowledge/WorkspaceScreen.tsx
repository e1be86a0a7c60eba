import { KnowledgeWorkspace, workspaceCatalog } from '@lingxi/flows/knowledgeWorkspace';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import { workspaceServices } from './knowledgeCalls';

const catalogs = [workspaceCatalog];

/** /knowledge/workspace(?note=id): the notes of the caller's knowledge bases, edited with the writing assistant. */
export default function WorkspaceScreen() {
  const t = useFlowTranslate(catalogs);
  const token = sessionStore.use((state) => state.token);
  const notifyError = useCallback((message: string) => toasts.show('error', message), []);
  // ?note=id: a cited note's 打开笔记 on /knowledge/agent.
  const linked = Number(new URLSearchParams(useSearch()).get('note'));
  // Another account's notes are another workspace: it starts again when the user logs in or out.
  return (
    <KnowledgeWorkspace
      key={token ?? ''}
      t={t}
      services={workspaceServices}
      notifyError={notifyError}
      loggedIn={token !== null}
      requestLogin={() => openDialog('login')}
      openNoteId={Number.isInteger(linked) && linked > 0 ? linked : null}
    />
  );
}
