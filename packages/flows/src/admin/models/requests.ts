import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { ModelsMessageKey } from './messages';
import type { AdminModel, EndpointBody } from './modelForm';

type Confirmable = { request: ConfirmRequest; changes: ChangeLine[] };

/** POST /api/admin/models/:id/endpoint through the two-step confirmation: the address as it changes, the key never shown. */
export function modelEndpointChange(t: Translate<ModelsMessageKey>, model: AdminModel, body: EndpointBody): Confirmable {
  const address = (baseUrl: string) => baseUrl || t('admin.models.siteDefault');
  const keyState = (set: boolean) => t(set ? 'admin.models.secretSet' : 'admin.models.apiKeyUnset');
  const changes: ChangeLine[] = [];
  if (body.baseUrl !== model.baseUrl) changes.push({ label: t('admin.models.baseUrl'), before: address(model.baseUrl), after: address(body.baseUrl) });
  if (body.apiKey !== undefined)
    changes.push({
      label: t('admin.models.apiKey'),
      before: keyState(model.apiKeySet),
      after: t(body.apiKey === null ? 'admin.models.apiKeyCleared' : 'admin.models.keyReplaced'),
    });
  return {
    request: { method: 'POST', path: `/api/admin/models/${model.id}/endpoint`, body },
    changes: changes.map((line) => ({ ...line, label: `${model.modelName} · ${line.label}` })),
  };
}

/** DELETE /api/admin/models/:id through the two-step confirmation, the model named in its change line. */
export const modelDeletion = (t: Translate<ModelsMessageKey>, model: AdminModel): Confirmable => ({
  request: { method: 'DELETE', path: `/api/admin/models/${model.id}` },
  changes: [{ label: t('admin.models.deleteLine'), after: t('admin.models.deleteAfter', { name: model.modelName, model: model.model }) }],
});
