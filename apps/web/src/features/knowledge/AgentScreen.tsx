import type { ChatSource } from '@lingxi/flows/chat';
import { AgentToolbar, AgentWelcome, SourcePanel, agentCatalog, type ScopeBase } from '@lingxi/flows/knowledgeAgent';
import { Dialog, Modal, useMediaQuery } from '@lingxi/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import { toasts } from '../../state/toasts';
import type { PaneVariant } from '../chat/ConversationPane';
import { ConversationScreen } from '../chat/ConversationScreen';
import type { ScreenProps } from '../feature';
import { DocumentsPanel } from './DocumentsPanel';
import { docsServices, knowledgeTurnStreamer, openOriginal, sourceServices } from './knowledgeCalls';
import * as css from './agentScreen.css';

const catalogs = [agentCatalog];

/**
 * /knowledge/agent: asking the knowledge base (docs/knowledge.md). Chat's conversation list and pane on conversations
 * of kind `knowledge`, asked through /knowledge/chat in the chosen base (or all); answers cite their sources [n], which
 * open in the source panel. The documents sit beside the conversation on wide screens, else in a sheet from 文档.
 */
export default function AgentScreen({ path, title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const [, navigate] = useLocation();
  const token = sessionStore.use((state) => state.token);
  const beside = useMediaQuery(css.docsBeside);
  const [docsOpen, setDocsOpen] = useState(false);
  // The bases listed for a session (another session's are not shown).
  const [listed, setListed] = useState<{ token: string | null; bases: readonly ScopeBase[] }>({ token: null, bases: [] });
  const bases = listed.token === token ? listed.bases : [];
  const setBases = useCallback((changed: readonly ScopeBase[]) => setListed({ token: sessionStore.get().token, bases: changed }), []);
  const [scope, setScope] = useState<number | null>(null);
  const [source, setSource] = useState<ChatSource | null>(null);
  const scopeNow = useRef(scope);
  useLayoutEffect(() => {
    scopeNow.current = scope;
  });

  // The scope picker lists the caller's bases; the documents panel reports changes as it makes them.
  useEffect(() => {
    if (token === null) return undefined;
    let live = true;
    docsServices.listBases().then(
      (loaded) => live && setListed({ token, bases: loaded }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token]);

  const openDocs = beside ? undefined : () => (token === null ? openDialog('login') : setDocsOpen(true));
  const openSource = useCallback((chosen: ChatSource) => setSource(chosen), []);
  const variant = useMemo<PaneVariant>(
    () => ({
      turnStreamer: (onTitled) => knowledgeTurnStreamer(() => scopeNow.current, onTitled),
      toolbar: (listButton: ReactNode) => (
        <AgentToolbar t={t} listButton={listButton} bases={bases} scope={scope} onScopeChange={setScope} onDocuments={openDocs} />
      ),
      emptyState: <AgentWelcome t={t} onDocuments={openDocs} />,
      placeholder: t('agent.placeholder'),
      onOpenSource: openSource,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openDocs changes only with `beside` and the session
    [t, bases, scope, beside, token, openSource],
  );

  const documents = <DocumentsPanel key={token ?? ''} loggedIn={token !== null} onBasesChanged={setBases} />;
  return (
    <>
      <ConversationScreen
        kind="knowledge"
        routeGroupId={null}
        path={path}
        title={title}
        variant={variant}
        aside={
          beside ? (
            <aside className={css.docsColumn} aria-label={t('agent.documentsTitle')}>
              {documents}
            </aside>
          ) : null
        }
      />
      {!beside ? (
        <Modal isOpen={docsOpen} onOpenChange={setDocsOpen} isDismissable size="lg">
          <Dialog title={t('agent.documentsTitle')} closeLabel={t('agent.close')}>
            <div className={css.docsSheet}>{documents}</div>
          </Dialog>
        </Modal>
      ) : null}
      {source ? (
        <SourcePanel
          t={t}
          source={source}
          services={sourceServices}
          onClose={() => setSource(null)}
          onOpenOriginal={(chosen) => {
            if (chosen.noteId !== null) navigate(`/knowledge/workspace?note=${chosen.noteId}`);
            else if (chosen.docId !== null) void openOriginal(chosen.docId, chosen.page).catch(() => toasts.show('error', t('agent.failed')));
          }}
        />
      ) : null}
    </>
  );
}
