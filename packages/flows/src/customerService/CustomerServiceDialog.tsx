import { Dialog, Modal } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import type { Notice } from '../session/notify';
import { customerServiceMachine } from './customerService.machine';
import * as css from './CustomerServiceDialog.css';
import type { CustomerServiceMessageKey } from './messages';

/** What the entry needs from the app (SPEC §7, §8). */
export interface CustomerServiceServices {
  /** The public config's chatOnline: the online customer-service address, or ''. */
  chatOnline: string;
  /** POST /config/qrcode: the QR image's URL, or ''. */
  loadQrCode: () => Promise<string>;
  /** Opens the address in a new tab. */
  openLink: (url: string) => void;
  notify: (notice: Notice) => void;
}

export interface CustomerServiceProps extends CustomerServiceServices {
  t: Translate<CustomerServiceMessageKey>;
  /** The entry is done: the tab opened, the warning showed or the dialog closed. */
  onDone: () => void;
}

/**
 * The customer-service entry, mounted when the user picks it: opens chatOnline in a new tab, else shows the
 * operator's QR image in a dialog, else warns (SPEC §8). Nothing shows while it decides.
 */
export function CustomerService({ t, chatOnline, loadQrCode, openLink, notify, onDone }: CustomerServiceProps) {
  const actorRef = useActorRef(
    customerServiceMachine.provide({
      actors: { loadQrCode: fromPromise(() => loadQrCode()) },
      actions: { openLink: (_, url) => openLink(url), notify: (_, notice) => notify(notice) },
    }),
    { input: { chatOnline } },
  );
  const qrUrl = useSelector(actorRef, (snapshot) => (snapshot.matches('showing') ? snapshot.context.qrUrl : null));
  const isDone = useSelector(actorRef, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone, onDone]);
  return (
    <Modal size="sm" isDismissable isOpen={qrUrl !== null} onOpenChange={(isOpen) => !isOpen && actorRef.send({ type: 'customerService.close' })}>
      <Dialog title={t('customerService.title')} description={t('customerService.description')} closeLabel={t('customerService.close')}>
        <div className={css.body}>
          <img className={css.qr} src={qrUrl ?? undefined} alt={t('customerService.qrAlt')} />
        </div>
      </Dialog>
    </Modal>
  );
}
