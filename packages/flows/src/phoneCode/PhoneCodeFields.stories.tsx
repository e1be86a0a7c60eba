import { TextField } from '@lingxi/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createTranslator, type Translate } from '../i18n/messages';
import { phoneCodeCatalog } from './messages';
import { pending, storyPhoneCode } from './phoneCode.fixtures';
import { PhoneCodeFields } from './PhoneCodeFields';

type Machine = ReturnType<typeof storyPhoneCode>;

const translator = (globals: StoryContext['globals']) => createTranslator([phoneCodeCatalog], String(globals.locale ?? 'zh-CN'));

function Harness({ machine, t }: { machine: Machine; t: Translate }) {
  const actorRef = useActorRef(machine);
  return (
    <div style={{ maxWidth: 408 }}>
      <PhoneCodeFields
        actorRef={actorRef}
        t={t}
        renderCodeField={(sendButton) => (
          <TextField label={t('phoneCode.code.label')} placeholder={t('phoneCode.code.placeholder')} maxLength={6} endAdornment={sendButton} />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/PhoneCode',
  parameters: { machine: storyPhoneCode() },
  render: (_, { globals, parameters }) => <Harness machine={parameters.machine as Machine} t={translator(globals)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend({ canvas, globals }: Pick<StoryContext, 'canvas' | 'globals'>) {
  const t = translator(globals);
  await canvas.findByRole('img', { name: t('phoneCode.captcha.image') });
  await userEvent.type(canvas.getByRole('textbox', { name: t('phoneCode.phone.label') }), '13800138000');
  await userEvent.type(canvas.getByRole('textbox', { name: t('phoneCode.captcha.label') }), 'a7k2');
  await userEvent.click(canvas.getByRole('button', { name: t('phoneCode.send') }));
}

/** Captcha loaded, nothing typed yet. */
export const Ready: Story = {
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    await expect(await canvas.findByRole('img', { name: t('phoneCode.captcha.image') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('phoneCode.send') })).toBeEnabled();
  },
};

export const CaptchaLoading: Story = {
  parameters: { machine: storyPhoneCode({ loadCaptcha: pending }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: translator(globals)('phoneCode.captcha.loading') })).toBeVisible();
  },
};

export const CaptchaFailed: Story = {
  parameters: { machine: storyPhoneCode({ loadCaptcha: () => Promise.reject(new Error('offline')) }) },
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    await expect(await canvas.findByText(t('phoneCode.error.captchaLoad'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('phoneCode.captcha.label') })).toHaveAccessibleDescription(t('phoneCode.error.captchaLoad'));
  },
};

/** Send with nothing typed, then with a malformed number: the fields say what is wrong. */
export const Invalid: Story = {
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    await canvas.findByRole('img', { name: t('phoneCode.captcha.image') });
    const send = canvas.getByRole('button', { name: t('phoneCode.send') });
    await userEvent.click(send);
    const phone = canvas.getByRole('textbox', { name: t('phoneCode.phone.label') });
    await expect(phone).toHaveAccessibleDescription(t('phoneCode.error.phoneRequired'));
    await expect(canvas.getByRole('textbox', { name: t('phoneCode.captcha.label') })).toHaveAccessibleDescription(t('phoneCode.error.captchaRequired'));
    await userEvent.type(phone, '12800138000');
    await userEvent.click(send);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(t('phoneCode.error.phoneFormat'));
  },
};

export const Sending: Story = {
  parameters: { machine: storyPhoneCode({ sendPhoneCode: pending }) },
  play: async (context) => {
    await fillAndSend(context);
    await expect(context.canvas.getByRole('button', { name: translator(context.globals)('phoneCode.sending') })).toBeVisible();
  },
};

/** Sent: the button waits out the 60 s (held still here; the machine test runs the clock). */
export const CountdownRunning: Story = {
  play: async (context) => {
    const t = translator(context.globals);
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('button', { name: t('phoneCode.wait', { seconds: 60 }) })).toBeDisabled();
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('phoneCode.sent'));
    await expect(context.canvas.getByRole('textbox', { name: t('phoneCode.code.label') })).toHaveFocus();
  },
};

/** The server refused: its message shows and a fresh captcha replaces the used one. */
export const SendFailed: Story = {
  parameters: { machine: storyPhoneCode({ sendPhoneCode: () => Promise.reject(new Error('图形验证码错误')) }) },
  play: async (context) => {
    const t = translator(context.globals);
    await fillAndSend(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('图形验证码错误');
    await waitFor(() => expect(context.canvas.getByRole('textbox', { name: t('phoneCode.captcha.label') })).toHaveValue(''));
    await expect(context.canvas.getByRole('button', { name: t('phoneCode.send') })).toBeEnabled();
  },
};
