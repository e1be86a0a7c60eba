import { Box, Button, PasswordField, Stack, TextField } from '@lingxi/ui';
import { useSelector } from '@xstate/react';
import { Lock, User } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { fieldIconSize } from '../formRow/FormRow';
import type { Translate } from '../i18n/messages';
import type { RegisterMessageKey } from './messages';
import type { registerMachine } from './register.machine';
import { registerView } from './register.view';

export interface RegisterFormProps {
  actorRef: ActorRefFrom<typeof registerMachine>;
  t: Translate<RegisterMessageKey>;
}

/** The plain register form: fields check themselves on blur; Enter in any field submits. */
export function RegisterForm({ actorRef, t }: RegisterFormProps) {
  const view = useSelector(actorRef, registerView);
  const fieldError = (field: keyof typeof view.errors) => {
    const key = view.errors[field];
    return { isInvalid: key !== undefined, errorMessage: key ? t(key) : undefined };
  };
  const passwordToggle = {
    showLabel: t('register.password.show'),
    hideLabel: t('register.password.hide'),
    startAdornment: <Lock aria-hidden="true" size={fieldIconSize} />,
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'register.submit' });
      }}
    >
      <Stack gap="md">
        <TextField
          label={t('register.username.label')}
          placeholder={t('register.username.placeholder')}
          autoComplete="username"
          startAdornment={<User aria-hidden="true" size={fieldIconSize} />}
          value={view.username}
          onChange={(value) => actorRef.send({ type: 'username.change', value })}
          onBlur={() => actorRef.send({ type: 'username.blur' })}
          {...fieldError('username')}
        />
        <PasswordField
          {...passwordToggle}
          label={t('register.password.label')}
          placeholder={t('register.password.placeholder')}
          autoComplete="new-password"
          value={view.password}
          onChange={(value) => actorRef.send({ type: 'password.change', value })}
          onBlur={() => actorRef.send({ type: 'password.blur' })}
          {...fieldError('password')}
        />
        <PasswordField
          {...passwordToggle}
          label={t('register.verifyPassword.label')}
          placeholder={t('register.verifyPassword.placeholder')}
          autoComplete="new-password"
          value={view.verifyPassword}
          onChange={(value) => actorRef.send({ type: 'verifyPassword.change', value })}
          onBlur={() => actorRef.send({ type: 'verifyPassword.blur' })}
          {...fieldError('verifyPassword')}
        />
        {view.alert ? (
          <Box as="p" role="alert" color="dangerText" fontSize="sm">
            {view.alert.text || t(view.alert.key)}
          </Box>
        ) : null}
        <Box as="p" role="status" color="successText" fontSize="sm">
          {view.isRegistered ? t('register.success') : ''}
        </Box>
        {/* Pending until the dialog switches to login, so the finished form cannot be sent twice. */}
        <Button type="submit" isFullWidth isPending={view.isSubmitting || view.isRegistered} pendingLabel={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
