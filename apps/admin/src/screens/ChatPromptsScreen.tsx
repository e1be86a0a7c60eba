import {
  type AdminMessageKey,
  type ChatPromptsMessageKey,
  ChatPromptsAdminScreen,
  chatPromptCategoryDeletion,
  chatPromptRemoval,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the item's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/**
 * 对话提示词: the chat prompt library (GET /admin/prompts, /admin/prompt-categories): prompts searched and paged, created,
 * edited, switched on and off; categories; deletions through the two-step confirmation.
 */
export default function ChatPromptsScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<ChatPromptsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  const loadCategories = () => adminApi.get('/admin/prompt-categories', { silent: true });
  return (
    <ChatPromptsAdminScreen
      t={t}
      notify={notify}
      services={{
        loadCategories,
        loadPrompts: (query) => adminApi.get('/admin/prompts', { query, silent: true }),
        savePrompt: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/prompts', { json: body, silent: true })
            : adminApi.post(withId('/admin/prompts/{id}', id), { json: body, silent: true }),
        setPromptEnabled: ({ prompt, enabled }) => adminApi.post(withId('/admin/prompts/{id}', prompt.id), { json: { enabled }, silent: true }),
        removePrompt: (prompt) => {
          const { request, changes } = chatPromptRemoval(t, prompt);
          return confirmed(request, changes);
        },
        saveCategory: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/prompt-categories', { json: body, silent: true })
            : adminApi.post(withId('/admin/prompt-categories/{id}', id), { json: body, silent: true }),
        removeCategory: (category) => {
          const { request, changes } = chatPromptCategoryDeletion(t, category);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
