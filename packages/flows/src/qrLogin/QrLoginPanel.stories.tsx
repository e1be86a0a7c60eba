import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, userEvent } from 'storybook/test';
import { createTranslator, type Translate } from '../i18n/messages';
import { pending } from '../phoneCode/phoneCode.fixtures';
import { qrLoginCatalog } from './messages';
import { storyQrLogin } from './qrLogin.fixtures';
import { QrLoginPanel } from './QrLoginPanel';

type Machine = ReturnType<typeof storyQrLogin>;

const translator = (globals: StoryContext['globals']) => createTranslator([qrLoginCatalog], String(globals.locale ?? 'zh-CN'));

function Harness({ machine, t }: { machine: Machine; t: Translate }) {
  return <QrLoginPanel actorRef={useActorRef(machine)} t={t} />;
}

const meta = {
  title: 'Flows/QrLogin',
  parameters: { machine: storyQrLogin() },
  render: (_, { globals, parameters }) => <Harness machine={parameters.machine as Machine} t={translator(globals)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR with its refresh countdown (held at 60 s; the machine test runs the clock). */
export const Shown: Story = {
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    await expect(await canvas.findByRole('img', { name: t('qrLogin.image') })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(t('qrLogin.refreshIn', { seconds: 60 }));
  },
};

export const Loading: Story = {
  parameters: { machine: storyQrLogin({ createScene: pending }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: translator(globals)('qrLogin.loading') })).toBeVisible();
  },
};

/** Scanned by a new user: the account is created from the openId, then polling resumes. */
export const Registering: Story = {
  parameters: { machine: storyQrLogin({ pollScene: async () => ({ openId: 'story-ticket' }), registerByOpenId: pending }, { pollInterval: 0 }) },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: translator(globals)('qrLogin.registering') })).toBeVisible();
  },
};

/** The scene or QR could not be loaded: the server's text and a retry button. */
export const Failed: Story = {
  parameters: { machine: storyQrLogin({ createScene: () => Promise.reject(new Error('二维码服务暂不可用')) }) },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('二维码服务暂不可用');
    await expect(canvas.getByRole('button', { name: translator(globals)('qrLogin.retry') })).toBeEnabled();
  },
};

let attempts = 0;

/** Retry after a failure creates a new scene and shows its QR. */
export const RetryAfterFailure: Story = {
  parameters: {
    // Odd calls fail, even ones succeed: every mount of the story fails once, then recovers.
    machine: storyQrLogin({ createScene: () => ((attempts += 1) % 2 === 1 ? Promise.reject(new Error('')) : Promise.resolve('story-scene')) }),
  },
  play: async ({ canvas, globals }) => {
    const t = translator(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('qrLogin.error.load'));
    await userEvent.click(canvas.getByRole('button', { name: t('qrLogin.retry') }));
    await expect(await canvas.findByRole('img', { name: t('qrLogin.image') })).toBeVisible();
  },
};
