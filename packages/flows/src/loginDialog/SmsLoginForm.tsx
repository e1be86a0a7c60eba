import { Stack, TextField } from '@lingxi/ui';
import { MessageSquareCode } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { fieldIconSize, StackedSubmit, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n/messages';
import type { LoginDialogCatalogsKey } from './messages';
import { phoneCodeLength, type phoneCodeMachine } from '../phoneCode/phoneCode.machine';
import { PhoneCodeFields } from '../phoneCode/PhoneCodeFields';
import type { LoginDialogEvent } from './loginDialog.machine';
import { failureText, type LoginDialogView } from './loginDialog.view';

export interface SmsLoginFormProps {
  view: LoginDialogView['sms'];
  send: (event: LoginDialogEvent) => void;
  phoneCodeRef: ActorRefFrom<typeof phoneCodeMachine>;
  t: Translate<LoginDialogCatalogsKey>;
}

/** Mode 2: phone, captcha and SMS code (the phoneCode child), then log in with phone and code. */
export function SmsLoginForm({ view, send, phoneCodeRef, t }: SmsLoginFormProps) {
  return (
    <SubmitForm onSubmit={() => send({ type: 'sms.submit' })}>
      <Stack gap="md">
        <PhoneCodeFields
          actorRef={phoneCodeRef}
          t={t}
          renderCodeField={(sendButton) => (
            <TextField
              label={t('phoneCode.code.label')}
              placeholder={t('phoneCode.code.placeholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={phoneCodeLength}
              startAdornment={<MessageSquareCode aria-hidden="true" size={fieldIconSize} />}
              value={view.phoneCode}
              onChange={(value) => send({ type: 'phoneCode.change', value })}
              isInvalid={view.phoneCodeError !== null}
              errorMessage={view.phoneCodeError ? t(view.phoneCodeError) : undefined}
              endAdornment={sendButton}
            />
          )}
        />
        <StackedSubmit failure={failureText(view.failure, t)} label={t('login.submit')} pendingLabel={t('login.submitting')} isPending={view.isSubmitting} />
      </Stack>
    </SubmitForm>
  );
}
