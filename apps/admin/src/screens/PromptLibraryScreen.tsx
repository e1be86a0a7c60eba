import {
  type AdminMessageKey,
  type DrawingAdminMessageKey,
  libraryPromptDeletion,
  PromptLibraryAdminScreen,
  promptCategoryDeletion,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The address of one category or prompt: the contract names them …/{id}. */
const categoryPath = (id: number) => `/admin/drawing/prompt-categories/${id}` as '/admin/drawing/prompt-categories/{id}';
const promptPath = (id: number) => `/admin/drawing/prompts/${id}` as '/admin/drawing/prompts/{id}';

/** 提示词库: categories and their prompts, saved at once; deletions through the two-step confirmation. */
export default function PromptLibraryScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<DrawingAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <PromptLibraryAdminScreen
      t={t}
      notify={notify}
      services={{
        loadCategories: () => adminApi.get('/admin/drawing/prompt-categories', { silent: true }),
        loadPrompts: (categoryId) => adminApi.get('/admin/drawing/prompts', { query: { categoryId }, silent: true }),
        save: (save) => {
          if (save.target === 'category') {
            return save.id === null
              ? adminApi.post('/admin/drawing/prompt-categories', { json: save.body, silent: true })
              : adminApi.post(categoryPath(save.id), { json: save.body, silent: true });
          }
          return save.id === null
            ? adminApi.post('/admin/drawing/prompts', { json: save.body, silent: true })
            : adminApi.post(promptPath(save.id), { json: save.body, silent: true });
        },
        removeCategory: (category) => {
          const { request, changes } = promptCategoryDeletion(t, category);
          return confirmed(request, changes);
        },
        removePrompt: (prompt) => {
          const { request, changes } = libraryPromptDeletion(t, prompt);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
