import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { modelDeletion, modelEndpointChange, ModelsScreen as ModelsView, type AdminModel, type ModelsMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the model's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/**
 * Chat models: GET /admin/models with the membership levels; order, switch and fields saved at once; the endpoint and
 * key, and deletions, through the two-step confirmation; 测试连接 on the saved endpoint.
 */
export default function ModelsScreen({ t: adminT, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (modelsCatalog among them).
  const t = adminT as Translate<ModelsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <ModelsView
      t={t}
      notify={notify}
      services={{
        load: async () => {
          const [{ models, defaults }, levels] = await Promise.all([
            adminApi.get('/admin/models', { silent: true }),
            adminApi.get('/admin/vip-levels', { silent: true }),
          ]);
          return { models, defaults, levels };
        },
        save: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/models', { json: body, silent: true })
            : adminApi.post(withId('/admin/models/{id}', id), { json: body, silent: true }),
        setEnabled: ({ id, isEnabled }) => adminApi.post(withId('/admin/models/{id}', id), { json: { isEnabled }, silent: true }),
        reorder: (ids) => adminApi.post('/admin/models/order', { json: { ids }, silent: true }),
        saveEndpoint: ({ model, body }) => {
          const { request, changes } = modelEndpointChange(t, model, body);
          return confirmed(request, changes) as Promise<AdminModel>;
        },
        remove: (model) => {
          const { request, changes } = modelDeletion(t, model);
          return confirmed(request, changes);
        },
        test: (model) => adminApi.post(withId('/admin/models/{id}/test', model.id), { silent: true }),
      }}
    />
  );
}
