import type { DataOf } from '@lingxi/api-client';
import { wholeNumber } from '../apps/adminApps.machine';
import { type CategoryErrors, type CategorySave, createCategoriesMachine } from '../common/categories.machine';
import type { ChatPromptsMessageKey } from './messages';

/** One category of GET /admin/prompt-categories, with how many prompts it holds (enabled or not). */
export type ChatPromptCategory = DataOf<'/api/admin/prompt-categories', 'get'>[number];
/** POST /admin/prompt-categories and POST /admin/prompt-categories/:id. */
export interface ChatPromptCategoryBody {
  name: string;
  type: string;
  sort: number;
  enabled: boolean;
}
export type ChatPromptCategorySave = CategorySave<ChatPromptCategoryBody>;
/** The form as typed: the order stays text until saved. */
export interface ChatPromptCategoryDraft {
  id: number | null;
  name: string;
  type: string;
  sort: string;
  enabled: boolean;
}
export type ChatPromptCategoryErrors = CategoryErrors<ChatPromptCategoryDraft, ChatPromptsMessageKey>;

/** The server's limits (apps/server/src/modules/prompts/promptAdmin.ts): a name of 1–20, a type of 1–30 [A-Za-z0-9_-]. */
export const maxChatPromptCategoryName = 20;
const categoryType = /^[A-Za-z0-9_-]{1,30}$/;

export function chatPromptCategoryBodyOf(draft: ChatPromptCategoryDraft): { body: ChatPromptCategoryBody | null; errors: ChatPromptCategoryErrors } {
  const errors: ChatPromptCategoryErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'admin.chatPrompts.categoryNameRequired';
  else if ([...name].length > maxChatPromptCategoryName) errors.name = 'admin.chatPrompts.categoryNameTooLong';
  const type = draft.type.trim();
  if (!categoryType.test(type)) errors.type = 'admin.chatPrompts.categoryTypeInvalid';
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) errors.sort = 'admin.chatPrompts.form.sortInvalid';
  return { body: Object.keys(errors).length === 0 ? { name, type, sort: sort!, enabled: draft.enabled } : null, errors };
}

/**
 * The chat prompt library's categories (GET /admin/prompt-categories) in the users' order with their prompt counts:
 * the back office's category machine (../common) with name, order, type and 启用; one holding prompts (enabled or not)
 * is refused at once with the server's words (该分类下存在提示词，不可删除！).
 */
export const chatPromptCategoriesMachine = createCategoriesMachine<
  ChatPromptCategory,
  ChatPromptCategoryDraft,
  ChatPromptCategoryBody,
  'admin.chatPrompts',
  ChatPromptsMessageKey
>({
  id: 'chatPromptCategories',
  prefix: 'admin.chatPrompts',
  emptyDraft: { id: null, name: '', type: 'prompt', sort: '0', enabled: true },
  draftOf: ({ id, name, type, sort, enabled }) => ({ id, name, type, sort: String(sort), enabled }),
  bodyOf: chatPromptCategoryBodyOf,
  held: (category) => category.prompts,
});
