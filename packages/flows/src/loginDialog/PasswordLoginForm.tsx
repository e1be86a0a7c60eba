import { Box, Button, Inline, PasswordField, Stack, TextField } from '@lingxi/ui';
import { Lock, User } from 'lucide-react';
import { useState } from 'react';
import { fieldIconSize, StackedSubmit, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n/messages';
import type { LoginDialogCatalogsKey } from './messages';
import type { LoginDialogEvent } from './loginDialog.machine';
import { failureText, type LoginDialogView } from './loginDialog.view';

export interface PasswordLoginFormProps {
  view: LoginDialogView['password'];
  send: (event: LoginDialogEvent) => void;
  t: Translate<LoginDialogCatalogsKey>;
}

/** Mode 1: username, email or phone plus password; Enter in either field logs in. */
export function PasswordLoginForm({ view, send, t }: PasswordLoginFormProps) {
  // SPEC §2.3.1: forgot password only tells the user whom to ask; nothing is called.
  const [showsForgotHint, setShowsForgotHint] = useState(false);
  const fieldError = (field: keyof typeof view.errors) => {
    const key = view.errors[field];
    return { isInvalid: key !== undefined, errorMessage: key ? t(key) : undefined };
  };

  return (
    <SubmitForm onSubmit={() => send({ type: 'password.submit' })}>
      <Stack gap="md">
        <TextField
          label={t('login.account.label')}
          placeholder={t('login.account.placeholder')}
          autoComplete="username"
          startAdornment={<User aria-hidden="true" size={fieldIconSize} />}
          value={view.username}
          onChange={(value) => send({ type: 'username.change', value })}
          {...fieldError('username')}
        />
        <PasswordField
          label={t('login.password.label')}
          placeholder={t('login.password.placeholder')}
          showLabel={t('login.password.show')}
          hideLabel={t('login.password.hide')}
          startAdornment={<Lock aria-hidden="true" size={fieldIconSize} />}
          value={view.password}
          onChange={(value) => send({ type: 'password.change', value })}
          {...fieldError('password')}
        />
        <Inline justifyContent="space-between">
          <Box as="p" role="status" fontSize="sm" color="textMuted">
            {showsForgotHint ? t('login.forgot.message') : ''}
          </Box>
          <Button variant="quiet" size="sm" onPress={() => setShowsForgotHint(true)}>
            {t('login.forgot')}
          </Button>
        </Inline>
        <StackedSubmit failure={failureText(view.failure, t)} label={t('login.submit')} pendingLabel={t('login.submitting')} isPending={view.isSubmitting} />
      </Stack>
    </SubmitForm>
  );
}
