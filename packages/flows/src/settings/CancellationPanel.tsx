import { Button, ConfirmDialog } from '@lingxi/ui';
import { useActorRef, useSelector, shallowEqual } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageText } from '../session/notify';
import { cancellationMachine } from './cancellation.machine';
import { cancellationView } from './settings.view';
import type { SettingsEnv } from './settingsEnv';
import * as css from './SettingsDialog.css';

export interface CancellationPanelProps {
  env: SettingsEnv;
  /** 2 s after the cancellation: log out. */
  onLogout: () => void;
}

/** SPEC §2.3.15, §4 account cancellation: a warning, a confirmation, then logout after 2 s. */
export function CancellationPanel({ env, onLogout }: CancellationPanelProps) {
  const { t, services, notify, delays } = env;
  const actorRef = useActorRef(
    cancellationMachine.provide({
      actors: { destroyAccount: fromPromise(() => services.destroyAccount()) },
      actions: { notify: (_, notice) => notify(notice), logout: () => onLogout() },
      delays: delays?.logoutAfterCancel === undefined ? {} : { logoutAfterCancel: delays.logoutAfterCancel },
    }),
  );
  const view = useSelector(actorRef, cancellationView, shallowEqual);
  return (
    <div className={css.panel}>
      <div className={css.section}>
        <h3 className={css.sectionTitle}>{t('settings.cancelHeading')}</h3>
        <p className={css.warning}>{t('settings.cancelWarning')}</p>
        {view.error ? (
          <p className={css.alert} role="alert">
            {messageText(t, view.error)}
          </p>
        ) : null}
        {view.isCancelled ? (
          <p className={css.success} role="status">
            {t('settings.cancelSuccess')}
          </p>
        ) : null}
        <div>
          <Button variant="danger" isDisabled={view.isCancelled} onPress={() => actorRef.send({ type: 'cancel.request' })}>
            {t('settings.cancelButton')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={view.isConfirmOpen}
        onOpenChange={(isOpen) => !isOpen && actorRef.send({ type: 'cancel.dismiss' })}
        tone="danger"
        title={t('settings.cancelConfirmTitle')}
        message={`${t('settings.cancelWarning')}${t('settings.cancelConfirmMessage')}`}
        confirmLabel={t('settings.cancelConfirm')}
        cancelLabel={t('settings.cancel')}
        closeOnConfirm={false}
        isConfirmPending={view.isPending}
        pendingLabel={t('settings.submitting')}
        onConfirm={() => actorRef.send({ type: 'cancel.confirm' })}
      />
    </div>
  );
}
