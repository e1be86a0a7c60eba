import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ConfirmCancelled } from '../siteSettings.machine';
import { emptyNotifyFilters, notifyLogMachine, type NotifyPage, type NotifyQuery } from './notifyLog.machine';
import { paymentProvidersMachine, providerSave, type ProviderSave, type ProvidersData } from './paymentProviders.machine';

const data = (): ProvidersData => ({
  siteUrlSet: true,
  providers: [
    {
      provider: 'epay',
      enabled: false,
      switchKey: 'payEpayStatus',
      complete: false,
      active: false,
      missing: ['payEpaySecret'],
      notifyUrl: 'https://ai.example.com/api/pay/notify/epay',
      settings: [
        { key: 'payEpayUrl', required: true, secret: true, set: true },
        { key: 'payEpaySecret', required: true, secret: true, set: false },
        { key: 'payEpayChannel', required: true, secret: false, set: true, value: '["wxpay"]' },
      ],
    },
  ],
});

function start(saveSettings: (save: ProviderSave) => Promise<unknown> = vi.fn(async () => null)) {
  const load = vi.fn(async () => data());
  const saveSwitch = vi.fn(async (_input: { key: string; on: boolean }): Promise<unknown> => null);
  const notices: unknown[] = [];
  const machine = paymentProvidersMachine.provide({
    actors: {
      load: fromPromise(() => load()),
      saveSettings: fromPromise(({ input }: { input: ProviderSave }) => saveSettings(input)),
      saveSwitch: fromPromise(({ input }: { input: { key: string; on: boolean } }) => saveSwitch(input)),
    },
    actions: { notify: (_, notice) => void notices.push(notice) },
  });
  return { actor: createActor(machine).start(), load, saveSwitch, notices };
}

describe('providerSave', () => {
  it('splits site keys and secrets, leaves empty secret fields alone and unchanged site keys out', () => {
    expect(providerSave(data(), 'epay', { payEpaySecret: ' k1 ', payEpayUrl: '', payEpayChannel: '["wxpay","alipay"]' })).toEqual({
      provider: 'epay',
      site: { payEpayChannel: '["wxpay","alipay"]' },
      secrets: { payEpaySecret: 'k1' },
    });
    expect(providerSave(data(), 'epay', { payEpayUrl: null })).toEqual({ provider: 'epay', site: {}, secrets: { payEpayUrl: null } });
    expect(providerSave(data(), 'epay', { payEpayUrl: '  ', payEpayChannel: '["wxpay"]' })).toBeNull();
  });
});

describe('paymentProvidersMachine', () => {
  it('saves a provider’s drafts, then reloads and clears them', async () => {
    const saveSettings = vi.fn(async (_save: ProviderSave) => null);
    const { actor, load, notices } = start(saveSettings);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'setting.change', provider: 'epay', key: 'payEpaySecret', value: 'new-key' });
    actor.send({ type: 'settings.save', provider: 'epay' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(saveSettings).toHaveBeenCalledWith({ provider: 'epay', site: {}, secrets: { payEpaySecret: 'new-key' } });
    expect(actor.getSnapshot().context.drafts.epay).toEqual({});
    expect(notices).toEqual([{ tone: 'success', message: { key: 'admin.payments.saved' } }]);
  });

  it('keeps the drafts when the confirmation is closed, and says when there is nothing to save', async () => {
    const { actor, notices } = start(
      vi.fn(async () => {
        throw new ConfirmCancelled();
      }),
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'settings.save', provider: 'epay' });
    expect(notices).toEqual([{ tone: 'info', message: { key: 'admin.payments.noChanges' } }]);
    actor.send({ type: 'setting.clear', provider: 'epay', key: 'payEpayUrl' });
    actor.send({ type: 'settings.save', provider: 'epay' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.drafts.epay).toEqual({ payEpayUrl: null });
    expect(notices).toHaveLength(1);
  });

  it('saves a switch as its site key and reloads', async () => {
    const { actor, saveSwitch, load } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'switch.toggle', provider: 'epay', on: true });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(saveSwitch).toHaveBeenCalledWith({ key: 'payEpayStatus', on: true });
  });
});

describe('notifyLogMachine', () => {
  it('pages by the last id, older and back, and starts again from the newest on new filters', async () => {
    const pages: Record<string, NotifyPage> = {
      newest: { rows: [], nextBefore: 40 },
      older: { rows: [], nextBefore: null },
    };
    const load = vi.fn(async (query: NotifyQuery) => (query.before === 40 ? pages.older! : pages.newest!));
    const actor = createActor(notifyLogMachine.provide({ actors: { load: fromPromise(({ input }: { input: NotifyQuery }) => load(input)) } })).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'page.older' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.page).toBe(pages.older));
    actor.send({ type: 'page.older' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'page.newer' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.page).toBe(pages.newest));
    actor.send({ type: 'filters.apply', filters: { ...emptyNotifyFilters, outcome: 'rejected', orderId: ' LX1 ' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(load.mock.calls.map(([query]) => query)).toEqual([{}, { before: 40 }, {}, { outcome: 'rejected', orderId: 'LX1' }]);
  });
});
