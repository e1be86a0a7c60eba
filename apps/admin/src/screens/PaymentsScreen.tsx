import {
  PaymentsScreen as PaymentsView,
  paymentSecretsSave,
  useConfirmed,
  type AdminMessageKey,
  type PaymentsMessageKey,
  type ProviderName,
  type ProvidersData,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** The addresses of one provider's test order and of one test order: the contract names them with placeholders. */
const testOrderPath = (provider: ProviderName) => `/admin/payments/${provider}/test-order` as '/admin/payments/{provider}/test-order';
const testStatusPath = (orderId: string) => `/admin/payments/test-orders/${encodeURIComponent(orderId)}` as '/admin/payments/test-orders/{id}';

/**
 * 支付渠道: GET /admin/payments/providers; a switch saved at once as its site key; a provider's secrets through the
 * two-step confirmation (POST /admin/config/secrets), its site keys (channels, API URL) through /config/site; 测试下单
 * and its status; the notify log.
 */
export default function PaymentsScreen({ t: adminT, locale, notify }: ScreenProps) {
  // The app's translator holds every catalog of the back office (paymentsCatalog among them).
  const t = adminT as Translate<PaymentsMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <PaymentsView
      t={t}
      locale={locale}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/payments/providers', { silent: true }) as Promise<ProvidersData>,
        saveSettings: async ({ site, secrets }) => {
          if (Object.keys(secrets).length > 0) {
            const { request, changes } = paymentSecretsSave(t, locale, secrets);
            await confirmed(request, changes);
          }
          if (Object.keys(site).length > 0) await adminApi.post('/admin/config/site', { json: { values: site }, silent: true });
        },
        saveSwitch: ({ key, on }) => adminApi.post('/admin/config/site', { json: { values: { [key]: on ? 1 : 0 } }, silent: true }),
        createTestOrder: ({ provider }) => adminApi.post(testOrderPath(provider), { silent: true }),
        testOrderStatus: ({ orderId }) => adminApi.get(testStatusPath(orderId), { silent: true }),
        loadNotifies: (query) => adminApi.get('/admin/payments/notifies', { query, silent: true }),
      }}
    />
  );
}
