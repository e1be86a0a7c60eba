import { Button, Dialog, Modal, PasswordField, TextArea } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n';
import { messageText } from '../session/notify';
import * as css from './admin.css';
import { adminConfirmMachine, type ConfirmInput, type ConfirmRequest } from './adminConfirm.machine';
import type { AdminMessageKey } from './messages';

/** The two calls of a confirmation: the grant (POST /admin/auth/confirm) and the confirmed request with it. */
export interface ConfirmServices {
  confirm: (input: { request: ConfirmRequest; password: string; reason: string }) => Promise<{ grant: string }>;
  perform: (input: { request: ConfirmRequest; grant: string }) => Promise<unknown>;
}

export interface ConfirmChangeDialogProps {
  t: Translate<AdminMessageKey>;
  input: ConfirmInput;
  services: ConfirmServices;
  /** The confirmed request answered (its data). */
  onDone: (result: unknown) => void;
  onCancel: () => void;
}

/** The two-step confirmation dialog: the change, the password and a reason; open while mounted. */
export function ConfirmChangeDialog({ t, input, services, onDone, onCancel }: ConfirmChangeDialogProps) {
  const [state, send] = useMachine(
    adminConfirmMachine.provide({
      actors: { confirm: fromPromise(({ input }) => services.confirm(input)), perform: fromPromise(({ input }) => services.perform(input)) },
    }),
    { input },
  );
  const { values, errors, submitError, changes, outcome } = state.context;
  const settled = state.status === 'done';
  useEffect(() => {
    if (!settled) return;
    if (outcome) onDone(outcome.result);
    else onCancel();
  }, [settled, outcome, onDone, onCancel]);
  const pending = state.matches('confirming') || state.matches('performing');
  return (
    <Modal isOpen={!settled} onOpenChange={(open) => !open && !pending && send({ type: 'confirm.cancel' })} size="sm" isKeyboardDismissDisabled={pending}>
      <Dialog
        title={t('admin.confirm.title')}
        description={t('admin.confirm.intro')}
        closeLabel={t('admin.confirm.close')}
        footer={
          <>
            <Button variant="secondary" isDisabled={pending} onPress={() => send({ type: 'confirm.cancel' })}>
              {t('admin.confirm.cancel')}
            </Button>
            <Button variant="danger" isPending={pending} pendingLabel={t('admin.confirm.submitting')} onPress={() => send({ type: 'confirm.submit' })}>
              {t('admin.confirm.submit')}
            </Button>
          </>
        }
      >
        <SubmitForm className={css.form} onSubmit={() => send({ type: 'confirm.submit' })}>
          <section aria-label={t('admin.confirm.changes')}>
            <dl className={css.definitionList}>
              {changes.map((line) => (
                <div key={line.label} className={css.contents}>
                  <dt>{line.label}</dt>
                  <dd>{line.before === undefined ? line.after : `${line.before} → ${line.after}`}</dd>
                </div>
              ))}
            </dl>
          </section>
          <PasswordField
            label={t('admin.password')}
            showLabel={t('admin.showPassword')}
            hideLabel={t('admin.hidePassword')}
            value={values.password}
            isDisabled={pending}
            onChange={(value) => send({ type: 'confirm.change', field: 'password', value })}
            {...fieldError(t, errors.password ? { key: errors.password } : null)}
          />
          <TextArea
            label={t('admin.confirm.reason')}
            rows={2}
            maxLength={500}
            value={values.reason}
            isDisabled={pending}
            onChange={(value) => send({ type: 'confirm.change', field: 'reason', value })}
            {...fieldError(t, errors.reason ? { key: errors.reason } : null)}
          />
          {submitError ? (
            <p className={css.formError} role="alert">
              {messageText(t, submitError)}
            </p>
          ) : null}
        </SubmitForm>
      </Dialog>
    </Modal>
  );
}
