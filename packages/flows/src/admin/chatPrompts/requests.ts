import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { ChatPromptCategory } from './chatPromptCategories.machine';
import type { AdminChatPrompt } from './chatPrompts.machine';
import type { ChatPromptsMessageKey } from './messages';

type Key = ChatPromptsMessageKey | AdminMessageKey;

/** DELETE /api/admin/prompts/:id through the confirmation: the prompt, its id and its category. */
export const chatPromptRemoval = (t: Translate<Key>, prompt: AdminChatPrompt): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/prompts/${prompt.id}` },
  changes: [
    {
      label: t('admin.chatPrompts.removeLine', { title: prompt.title, id: prompt.id }),
      after: t('admin.chatPrompts.removeAfter', { category: prompt.categoryName }),
    },
  ],
});

/** DELETE /api/admin/prompt-categories/:id through the confirmation (only an empty category gets this far). */
export const chatPromptCategoryDeletion = (t: Translate<Key>, category: ChatPromptCategory): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/prompt-categories/${category.id}` },
  changes: [{ label: t('admin.chatPrompts.categoryDeleteLine'), after: t('admin.chatPrompts.categoryDeleteAfter', { name: category.name }) }],
});
