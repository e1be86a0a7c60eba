import { Box, Button, Stack, TextField } from '@lingxi/ui';
import type { ActorRefFrom } from 'xstate';
import type { Translate } from '../i18n/messages';
import { phoneCodeLength, type phoneCodeMachine } from '../phoneCode/phoneCode.machine';
import { PhoneCodeFields } from '../phoneCode/PhoneCodeFields';
import type { LoginDialogEvent } from './loginDialog.machine';
import type { LoginDialogView } from './loginDialog.view';

export interface SmsLoginFormProps {
  view: LoginDialogView['sms'];
  send: (event: LoginDialogEvent) => void;
  phoneCodeRef: ActorRefFrom<typeof phoneCodeMachine>;
  t: Translate;
}

/** Mode 2: phone, captcha and SMS code (the phoneCode child), then log in with phone and code. */
export function SmsLoginForm({ view, send, phoneCodeRef, t }: SmsLoginFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'sms.submit' });
      }}
    >
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
              value={view.phoneCode}
              onChange={(value) => send({ type: 'phoneCode.change', value })}
              isInvalid={view.phoneCodeError !== null}
              errorMessage={view.phoneCodeError ? t(view.phoneCodeError) : undefined}
              endAdornment={sendButton}
            />
          )}
        />
        {view.failure ? (
          <Box as="p" role="alert" color="dangerText" fontSize="sm">
            {view.failure.text || t(view.failure.key)}
          </Box>
        ) : null}
        <Button type="submit" isFullWidth isPending={view.isSubmitting} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
