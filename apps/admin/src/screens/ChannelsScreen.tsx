import { useConfirmed, type AdminConfig, type AdminMessageKey } from '@lingxi/flows/admin';
import { ChannelsScreen as ChannelsView, channelSecretsSave, type ChannelsMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/**
 * 登录与通知: registration switches and silent login saved at once (POST /admin/config/site); the official account's,
 * SMS and SMTP settings through the two-step confirmation (POST /admin/config/secrets); and the three tests.
 */
export default function ChannelsScreen({ t: adminT, locale, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (channelsCatalog among them).
  const t = adminT as Translate<ChannelsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <ChannelsView
      t={t}
      locale={locale}
      notify={notify}
      services={{
        load: async () => {
          const [config, wechat] = await Promise.all([
            adminApi.get('/admin/config', { silent: true }) as Promise<AdminConfig>,
            adminApi.get('/admin/channels/wechat', { silent: true }),
          ]);
          return { config, wechat };
        },
        saveSite: (values) => adminApi.post('/admin/config/site', { json: { values }, silent: true }),
        saveSecrets: (values) => {
          const { request, changes } = channelSecretsSave(t, locale, values);
          return confirmed(request, changes);
        },
        testWechat: async () => {
          await adminApi.post('/admin/channels/wechat-test', { silent: true });
          return {};
        },
        testSms: (json) => adminApi.post('/admin/channels/sms-test', { json, silent: true }),
        testMail: (json) => adminApi.post('/admin/channels/mail-test', { json, silent: true }),
      }}
    />
  );
}
