import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customerServiceMachine } from './customerService.machine';

function start(chatOnline: string, loadQrCode: () => Promise<string>) {
  const openLink = vi.fn();
  const notify = vi.fn();
  const load = vi.fn(loadQrCode);
  const actor = createActor(
    customerServiceMachine.provide({
      actors: { loadQrCode: fromPromise(() => load()) },
      actions: { openLink: (_, url) => openLink(url), notify: (_, notice) => notify(notice) },
    }),
    { input: { chatOnline } },
  ).start();
  return { actor, openLink, notify, load };
}

describe('customerServiceMachine', () => {
  it('opens the online address and ends, without asking for the QR image', () => {
    const { actor, openLink, load } = start('  https://kefu.example.com  ', async () => 'x');
    expect(openLink).toHaveBeenCalledWith('https://kefu.example.com');
    expect(load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the QR image until closed', async () => {
    const { actor, notify } = start('', async () => '/uploads/avatar/202611/qr.png');
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(actor.getSnapshot().context.qrUrl).toBe('/uploads/avatar/202611/qr.png');
    actor.send({ type: 'customerService.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(notify).not.toHaveBeenCalled();
  });

  it("warns with SPEC §8's text when neither is set, and reports a failed load", async () => {
    const empty = start('', async () => '');
    await waitFor(empty.actor, (snapshot) => snapshot.status === 'done');
    expect(empty.notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'customerService.notConfigured' } });
    const failed = start('', async () => Promise.reject(new Error('offline')));
    await waitFor(failed.actor, (snapshot) => snapshot.status === 'done');
    expect(failed.notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'customerService.failed' } });
  });
});
