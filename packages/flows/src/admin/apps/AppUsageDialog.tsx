import { Button, Dialog, Modal } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import * as css from '../admin.css';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import type { AdminApp } from './adminApps.machine';
import * as appsCss from './appsAdmin.css';
import { appUsageMachine, usageSummary, type AdminAppUsage } from './appUsage.machine';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

interface AppUsageDialogProps {
  t: Translate<Key>;
  app: AdminApp;
  /** GET /admin/apps/:id/usage. */
  load: (app: AdminApp) => Promise<AdminAppUsage>;
  onClose: () => void;
}

/**
 * 用量: the app's uses in all and over the last 30 days, each day a table row with its number and a bar of the busiest
 * day's share (the bar is drawn for the eye; the number is what is read). Mounted while open: each opening loads afresh.
 */
export function AppUsageDialog({ t, app, load, onClose }: AppUsageDialogProps) {
  const [state, send] = useMachine(appUsageMachine.provide({ actors: { load: fromPromise(({ input }) => load(input)) } }), { input: { app } });
  const { usage, loadError } = state.context;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog
        title={t('admin.apps.usageTitle', { name: app.name })}
        closeLabel={t('admin.confirm.close')}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {t('admin.apps.close')}
          </Button>
        }
      >
        {state.matches('failed') ? (
          <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
        ) : usage === null ? (
          <p className={css.muted} role="status">
            {t('admin.loading')}
          </p>
        ) : (
          <UsageTable t={t} usage={usage} />
        )}
      </Dialog>
    </Modal>
  );
}

function UsageTable({ t, usage }: { t: Translate<Key>; usage: AdminAppUsage }) {
  const { days, peak } = usageSummary(usage);
  return (
    <div className={css.form}>
      <p className={css.note}>{t('admin.apps.usageTotal', { total: usage.total, days })}</p>
      <table className={appsCss.usageTable} aria-label={t('admin.apps.usageTable')}>
        <thead>
          <tr>
            <th scope="col">{t('admin.apps.usageDay')}</th>
            <th scope="col">{t('admin.apps.usageUses')}</th>
          </tr>
        </thead>
        <tbody>
          {usage.days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={appsCss.dayCell}>
                {day.day}
              </th>
              <td className={appsCss.usesCell}>
                <span className={appsCss.bar}>
                  <span className={appsCss.barTrack} aria-hidden="true">
                    <span className={appsCss.barFill} style={{ width: `${(day.uses / peak) * 100}%` }} />
                  </span>
                  <span className={appsCss.barValue}>{day.uses}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
