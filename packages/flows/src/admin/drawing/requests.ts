import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { DrawingAdminData } from './drawingSettings';
import type { RoutingValues } from './drawingSettings.machine';
import type { JobRow } from './jobMonitor.machine';
import type { DrawingAdminMessageKey } from './messages';
import type { LibraryPrompt, PromptCategory } from './promptLibraryAdmin.machine';
import type { ModeratedDrawing } from './drawingModeration.machine';

type Key = DrawingAdminMessageKey | AdminMessageKey;

/** POST /api/admin/drawing/routing through the confirmation: each address before and after, the secret as 已修改 or 将清除. */
export function drawingRoutingSave(t: Translate<Key>, data: DrawingAdminData, values: RoutingValues): { request: ConfirmRequest; changes: ChangeLine[] } {
  const changes = Object.entries(values).map(([key, value]): ChangeLine => {
    if (key === 'mjProxySecret') return { label: t('admin.drawing.secret'), after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed') };
    const before = data.routing[key as keyof DrawingAdminData['routing']];
    return { label: t(`admin.drawing.route.${key as keyof DrawingAdminData['routing']}`), before: before || '—', after: value || '—' };
  });
  return { request: { method: 'POST', path: '/api/admin/drawing/routing', body: { values } }, changes };
}

/** POST /api/admin/jobs/:id/cancel through the confirmation: the job, its user, and what is given back. */
export function jobCancel(t: Translate<Key>, job: JobRow): { request: ConfirmRequest; changes: ChangeLine[] } {
  return {
    request: { method: 'POST', path: `/api/admin/jobs/${job.id}/cancel`, body: {} },
    changes: [
      {
        label: t('admin.jobs.cancelChange', { id: job.id, user: job.username ?? `#${job.userId}` }),
        before: t(`admin.jobs.status.${job.status}`),
        after: job.freeUse ? t('admin.jobs.cancelAfterFree') : t('admin.jobs.cancelAfter', { points: job.chargePoints }),
      },
    ],
  };
}

/** DELETE /api/admin/drawing/prompt-categories/:id through the confirmation: the category and how many prompts go with it. */
export const promptCategoryDeletion = (t: Translate<Key>, category: PromptCategory): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/drawing/prompt-categories/${category.id}` },
  changes: [{ label: t('admin.prompts.deleteCategoryLine'), after: t('admin.prompts.deleteCategoryAfter', { name: category.name, count: category.prompts }) }],
});

/** DELETE /api/admin/drawing/prompts/:id through the confirmation, the prompt named by its title. */
export const libraryPromptDeletion = (t: Translate<Key>, prompt: LibraryPrompt): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/drawing/prompts/${prompt.id}` },
  changes: [{ label: t('admin.prompts.deletePromptLine'), after: t('admin.prompts.deletePromptAfter', { name: prompt.title, id: prompt.id }) }],
});

/** DELETE /api/admin/drawings/:id through the confirmation: the drawing, its author, and its prompt (cut to 60 characters). */
export function drawingDeletion(t: Translate<Key>, drawing: ModeratedDrawing): { request: ConfirmRequest; changes: ChangeLine[] } {
  const prompt = [...drawing.prompt].length > 60 ? `${[...drawing.prompt].slice(0, 60).join('')}…` : drawing.prompt;
  return {
    request: { method: 'DELETE', path: `/api/admin/drawings/${drawing.id}` },
    changes: [
      {
        label: t('admin.moderation.deleteLine', { id: drawing.id, user: drawing.username ?? `#${drawing.userId}` }),
        after: t('admin.moderation.deleteAfter', { prompt }),
      },
    ],
  };
}
