import { Button, Dialog, Modal, TextField, type ModalProps } from '@lingxi/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, FormActions, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n';
import type { KamiMessageKey } from './messages';
import type { Notice } from '../session/notify';
import { kamiMachine } from './kami.machine';
import { kamiView } from './kami.view';
import * as css from './KamiDialog.css';

/** The server call of the dialog (SPEC §7 "Auth and user"). */
export interface KamiServices {
  /** POST /crami/useCrami {code}: resolves with the server's success message; a refusal rejects with its text. */
  redeem: (code: string) => Promise<string | void>;
}

interface KamiContentProps {
  t: Translate<KamiMessageKey>;
  services: KamiServices;
  notify: (notice: Notice) => void;
  /** Redeemed: reload the user info (session.reload). */
  onRedeemed: () => void;
  onClose: () => void;
}

export interface KamiDialogProps extends Omit<ModalProps, 'children' | 'isOpen' | 'onOpenChange'>, Omit<KamiContentProps, 'onClose'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** SPEC §2.3.14: redeem a card code (卡密) for points or membership. */
export function KamiDialog({ t, services, notify, onRedeemed, isOpen, onOpenChange, isDismissable = true, ...modalProps }: KamiDialogProps) {
  return (
    <Modal size="sm" {...modalProps} isDismissable={isDismissable} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('kami.title')} description={t('kami.description')} closeLabel={t('kami.close')}>
        <KamiContent t={t} services={services} notify={notify} onRedeemed={onRedeemed} onClose={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}

/** Mounted only while the dialog is open: every opening starts with an empty field. */
function KamiContent({ t, services, notify, onRedeemed, onClose }: KamiContentProps) {
  const actorRef = useActorRef(
    kamiMachine.provide({
      actors: { redeem: fromPromise(({ input }) => services.redeem(input.code)) },
      actions: { notify: (_, notice) => notify(notice), reloadUser: () => onRedeemed(), close: () => onClose() },
    }),
  );
  const view = useSelector(actorRef, kamiView, shallowEqual);
  return (
    <SubmitForm className={css.form} onSubmit={() => actorRef.send({ type: 'kami.submit' })}>
      <TextField
        label={t('kami.code')}
        name="code"
        autoComplete="off"
        placeholder={t('kami.placeholder')}
        value={view.code}
        onChange={(value) => actorRef.send({ type: 'kami.change', value })}
        isReadOnly={view.isPending}
        isRequired
        {...fieldError(t, view.message)}
      />
      <FormActions>
        <Button variant="secondary" slot="close">
          {t('kami.cancel')}
        </Button>
        <Button type="submit" isPending={view.isPending} pendingLabel={t('kami.submitting')}>
          {t('kami.submit')}
        </Button>
      </FormActions>
    </SubmitForm>
  );
}
