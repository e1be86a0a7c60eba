import { Button, Dialog, Modal, Spinner, type ModalProps } from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import type { BindAccountMessageKey } from './messages';
import { messageText, type Notice } from '../session/notify';
import { bindAccountMachine, type BindPollResult } from './bindAccount.machine';
import { bindAccountView } from './bindAccount.view';
import * as css from './BindAccountDialog.css';

/** The server calls of the dialog (SPEC §7 "Messaging-platform login and binding"). */
export interface BindAccountServices {
  createBindScene: () => Promise<string>;
  getBindQrCode: (scene: string) => Promise<string>;
  pollBind: (scene: string) => Promise<BindPollResult>;
}

interface BindAccountContentProps {
  t: Translate<BindAccountMessageKey>;
  services: BindAccountServices;
  notify: (notice: Notice) => void;
  /** Bound: reload the user info (session.reload). */
  onBound: () => void;
  onClose: () => void;
}

export interface BindAccountDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>, Omit<BindAccountContentProps, 'onClose'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** SPEC §2.3.4: the QR that binds a WeChat account to the signed-in user. Closing it stops polling. */
export function BindAccountDialog({ t, services, notify, onBound, isOpen, onOpenChange, isDismissable = true, ...modalProps }: BindAccountDialogProps) {
  return (
    <Modal size="sm" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <BindAccountContent t={t} services={services} notify={notify} onBound={onBound} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the machine (and its polling) lives exactly as long. */
function BindAccountContent({ t, services, notify, onBound, onClose }: BindAccountContentProps) {
  const actorRef = useActorRef(
    bindAccountMachine.provide({
      actors: {
        createBindScene: fromPromise(() => services.createBindScene()),
        getBindQrCode: fromPromise(({ input }) => services.getBindQrCode(input.scene)),
        pollBind: fromPromise(({ input }) => services.pollBind(input.scene)),
      },
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onBound(), close: () => onClose() },
    }),
  );
  const { status, qrUrl, error } = useSelector(actorRef, bindAccountView, shallowEqual);

  return (
    <Dialog title={t('bindAccount.title')} description={t('bindAccount.description')} closeLabel={t('bindAccount.close')}>
      <div className={css.stage}>
        {status === 'loading' ? <Spinner size="lg" label={t('bindAccount.loading')} showLabel /> : null}
        {(status === 'ready' || status === 'bound') && qrUrl ? (
          <>
            <img className={css.qr} src={qrUrl} alt={t('bindAccount.qrAlt')} width={css.qrSize} height={css.qrSize} />
            <p className={css.status} role="status">
              {t('bindAccount.waiting')}
            </p>
          </>
        ) : null}
        {status === 'failed' ? (
          <>
            <p className={css.error} role="alert">
              {error ? messageText(t, error) : t('bindAccount.failed')}
            </p>
            <Button variant="secondary" onPress={() => actorRef.send({ type: 'bind.retry' })}>
              {t('bindAccount.retry')}
            </Button>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
