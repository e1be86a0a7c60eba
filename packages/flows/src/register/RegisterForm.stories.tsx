import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, fn, userEvent } from 'storybook/test';
import { createTranslator, type Translate } from '../i18n/messages';
import { pending } from '../phoneCode/phoneCode.fixtures';
import { registerCatalog } from './messages';
import { storyRegister } from './register.fixtures';
import { RegisterForm } from './RegisterForm';

type Machine = ReturnType<typeof storyRegister>;

const translator = (globals: StoryContext['globals']) => createTranslator([registerCatalog], String(globals.locale ?? 'zh-CN'));

function Harness({ machine, agreed, t }: { machine: Machine; agreed: boolean; t: Translate }) {
  const actorRef = useActorRef(machine, { input: { agreed } });
  return (
    <div style={{ maxWidth: 408 }}>
      <RegisterForm actorRef={actorRef} t={t} />
    </div>
  );
}

const meta = {
  title: 'Flows/Register',
  parameters: { machine: storyRegister(), agreed: true },
  render: (_, { globals, parameters }) => <Harness machine={parameters.machine as Machine} agreed={parameters.agreed as boolean} t={translator(globals)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Pick<StoryContext, 'canvas' | 'globals'>;

/** Types into the three fields and presses Enter in the last one. */
async function fillAndSubmit({ canvas, globals }: Context, username: string, password: string, verifyPassword: string) {
  const t = translator(globals);
  await userEvent.type(canvas.getByRole('textbox', { name: t('register.username.label') }), username);
  await userEvent.type(canvas.getByLabelText(t('register.password.label')), password);
  await userEvent.type(canvas.getByLabelText(t('register.verifyPassword.label')), `${verifyPassword}{Enter}`);
}

const expectAlert = async ({ canvas, globals }: Context, key: string) => expect(await canvas.findByRole('alert')).toHaveTextContent(translator(globals)(key));

export const Empty: Story = {};

/** Leaving each field empty: the username is required, the password too; the confirmation still matches. */
export const BlurEmpty: Story = {
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    // Into the username, on to the password, on to its show/hide button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const username = canvas.getByRole('textbox', { name: t('register.username.label') });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(t('register.error.usernameRequired'));
    await expect(canvas.getByLabelText(t('register.password.label'))).toHaveAccessibleDescription(t('register.error.passwordRequired'));
  },
};

/** Blur messages: a too-short username, a digits-only one, and a confirmation that differs. */
export const BlurInvalid: Story = {
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    const username = canvas.getByRole('textbox', { name: t('register.username.label') });
    await userEvent.type(username, 'ab12');
    await userEvent.tab();
    await expect(username).toHaveAccessibleDescription(t('register.error.usernameMin'));
    await userEvent.clear(username);
    await userEvent.type(username, '12345678');
    await userEvent.type(canvas.getByLabelText(t('register.password.label')), 'secret1');
    await expect(username).toHaveAccessibleDescription(t('register.error.usernameFormat'));
    const verify = canvas.getByLabelText(t('register.verifyPassword.label'));
    await userEvent.type(verify, 'secret2');
    await userEvent.tab();
    await expect(verify).toHaveAccessibleDescription(t('register.error.passwordMismatch'));
  },
};

/** Submit reports in SPEC §5's order; first the username. */
export const SubmitUsernameError: Story = {
  play: async (context) => {
    await fillAndSubmit(context, 'abc', 'secret1', 'secret2');
    await expectAlert(context, 'register.error.username');
  },
};

export const SubmitPasswordMismatch: Story = {
  play: async (context) => {
    await fillAndSubmit(context, 'lingxi01', 'secret1', 'secret2');
    await expectAlert(context, 'register.error.passwordMismatch');
  },
};

/** Everything valid but the agreement (the login dialog's shared checkbox) is not ticked. */
export const SubmitAgreementError: Story = {
  parameters: { agreed: false },
  play: async (context) => {
    await fillAndSubmit(context, 'lingxi01', 'secret1', 'secret1');
    await expectAlert(context, 'register.error.agreement');
  },
};

export const Submitting: Story = {
  parameters: { machine: storyRegister({ register: pending }) },
  play: async (context) => {
    await fillAndSubmit(context, 'lingxi01', 'secret1', 'secret1');
    await expect(context.canvas.getByRole('progressbar', { name: translator(context.globals)('register.submitting') })).toBeVisible();
  },
};

/** SPEC §8: the server's message shows as it is. */
export const Failed: Story = {
  parameters: { machine: storyRegister({ register: () => Promise.reject(new Error('用户名已存在')) }) },
  play: async (context) => {
    await fillAndSubmit(context, 'lingxi01', 'secret1', 'secret1');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('用户名已存在');
  },
};

const storeNewUser = fn();

/** Registered: newUser is stored and the success shows until the dialog switches to login. */
export const Registered: Story = {
  parameters: { machine: storyRegister({ storeNewUser }) },
  play: async (context) => {
    await fillAndSubmit(context, 'lingxi01', 'secret1', 'secret1');
    await expect(await context.canvas.findByText(translator(context.globals)('register.success'))).toBeVisible();
    await expect(storeNewUser).toHaveBeenCalledWith({ username: 'lingxi01', password: 'secret1' });
  },
};
