import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { SecurityScreen as SecurityView, totpDisableConfirmation, type SecurityMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** 账号安全: the operator's own TOTP (GET /admin/auth/totp, setup, enable); turning it off through the two-step confirmation. */
export default function SecurityScreen({ t: adminT }: ScreenProps) {
  // The app's translator holds every catalog of the back office (securityCatalog among them).
  const t = adminT as Translate<SecurityMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <SecurityView
      t={t}
      services={{
        status: () => adminApi.get('/admin/auth/totp', { silent: true }),
        setup: () => adminApi.post('/admin/auth/totp/setup', { silent: true }),
        enable: (otp) => adminApi.post('/admin/auth/totp/enable', { json: { otp }, silent: true }),
        disable: () => {
          const { request, changes } = totpDisableConfirmation(t);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
