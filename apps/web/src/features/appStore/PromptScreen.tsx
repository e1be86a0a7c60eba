import { PromptLibrary, promptLibraryCatalog } from '@lingxi/flows/promptLibrary';
import { useLocation } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { composerDraft } from '../../state/composerDraft';
import { toasts } from '../../state/toasts';
import type { ScreenProps } from '../feature';
import { promptLibraryServices } from './appStoreCalls';

const catalogs = [promptLibraryCatalog];

/** /chat/prompt: the prompt library; 使用 opens a new conversation with the prompt in its composer. */
export default function PromptScreen(_props: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const [, navigate] = useLocation();
  return (
    <PromptLibrary
      t={t}
      services={promptLibraryServices}
      notify={(tone, message) => toasts.show(tone, message)}
      onUse={(prompt) => {
        composerDraft.put(prompt);
        navigate('/chat');
      }}
    />
  );
}
