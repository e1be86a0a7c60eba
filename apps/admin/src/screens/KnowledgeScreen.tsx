import {
  type AdminMessageKey,
  type KnowledgeAdminData,
  type KnowledgeAdminMessageKey,
  KnowledgeAdminScreen,
  knowledgeEndpointSave,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { useRef } from 'react';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/**
 * 知识库设置: GET /admin/knowledge/settings; prices, models and quotas saved at once (POST /admin/knowledge/settings),
 * the embedding endpoint and key through the two-step confirmation (POST /admin/knowledge/endpoint), 测试连接 (POST
 * /admin/knowledge/test).
 */
export default function KnowledgeScreen({ t: adminT, locale, notify }: ScreenProps) {
  const t = adminT as Translate<KnowledgeAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  // The confirmation names each field before and after: the last loaded settings.
  const loaded = useRef<KnowledgeAdminData | null>(null);
  return (
    <KnowledgeAdminScreen
      t={t}
      locale={locale}
      notify={notify}
      services={{
        load: async () => (loaded.current = await adminApi.get('/admin/knowledge/settings', { silent: true })),
        save: (values) => adminApi.post('/admin/knowledge/settings', { json: { values }, silent: true }),
        saveEndpoint: (values) => {
          const { request, changes } = knowledgeEndpointSave(t, loaded.current!, values);
          return confirmed(request, changes);
        },
        test: (input) => adminApi.post('/admin/knowledge/test', { json: input, silent: true }),
      }}
    />
  );
}
