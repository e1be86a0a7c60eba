import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { GroupModelConfig } from '../chat/chatTypes';
import { deferred, flush } from '../settings/testing';
import { groupConfigFor } from './modelConfig';
import { provideModelPicker, type ModelPickerInput } from './modelPicker.machine';
import { modelPickerView } from './modelPicker.view';
import type { ModelList, SaveConfigRequest } from './modelServices';
import { claudeSonnet, deepseekConfig, deepseekR1, gpt4oMini, qwenMax, storyModels } from './models.fixtures';

const list: ModelList = { rows: storyModels, demoMode: false };

function start(
  input: Partial<ModelPickerInput> = {},
  calls: { loadModels?: () => Promise<ModelList>; saveConfig?: (request: SaveConfigRequest) => Promise<void> } = {},
) {
  const fakes = {
    loadModels: vi.fn(calls.loadModels ?? (async () => list)),
    saveConfig: vi.fn(calls.saveConfig ?? (async () => {})),
    requireLogin: vi.fn(),
    modelChanged: vi.fn(),
    notify: vi.fn(),
  };
  const actor = createActor(provideModelPicker(fakes), {
    input: { kind: 'chat', isLoggedIn: true, groupId: 7, config: null, ...input },
    // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
    clock: new SimulatedClock(),
  }).start();
  const view = () => modelPickerView(actor.getSnapshot());
  return { actor, fakes, view };
}

/** Loaded, dropdown open. */
async function opened(...args: Parameters<typeof start>) {
  const started = start(...args);
  await flush();
  started.actor.send({ type: 'picker.open' });
  return started;
}

describe('modelPickerMachine: the list', () => {
  it('loads the kind’s list; the first model is current when the group chose none', async () => {
    const { fakes, view } = start({ kind: 'file' });
    expect(view()).toMatchObject({ listStatus: 'loading', current: null, isOpen: false });
    await flush();
    expect(fakes.loadModels).toHaveBeenCalledWith('file');
    expect(view()).toMatchObject({ listStatus: 'ready', current: gpt4oMini, demoMode: false, models: storyModels });
  });

  it('the group config’s model is current when listed, else the default', async () => {
    const { actor, view } = start({ config: deepseekConfig });
    await flush();
    expect(view().current).toBe(deepseekR1);
    const unknown: GroupModelConfig = { modelInfo: { ...deepseekConfig.modelInfo, model: 'gpt-3.5-retired' } };
    actor.send({ type: 'group.changed', groupId: 8, config: unknown });
    expect(view().current).toBe(gpt4oMini);
  });

  it('exposes demoMode', async () => {
    const { view } = start({}, { loadModels: async () => ({ rows: storyModels, demoMode: true }) });
    await flush();
    expect(view().demoMode).toBe(true);
  });

  it('a failed load shows its text (or the fallback key); models.reload (重试) loads again', async () => {
    const loadModels = vi.fn().mockRejectedValueOnce(new Error('服务繁忙')).mockRejectedValueOnce(new Error('')).mockResolvedValue(list);
    const { actor, view, fakes } = start({}, { loadModels });
    await flush();
    expect(view()).toMatchObject({ listStatus: 'failed', loadError: { text: '服务繁忙' } });
    actor.send({ type: 'models.reload' });
    expect(view()).toMatchObject({ listStatus: 'loading', loadError: null });
    await flush();
    expect(view().loadError).toEqual({ key: 'modelPicker.loadFailed' });
    actor.send({ type: 'models.reload' });
    await flush();
    expect(view()).toMatchObject({ listStatus: 'ready', current: gpt4oMini });
    expect(fakes.loadModels).toHaveBeenCalledTimes(3);
  });

  it('models.reload (the update event) loads again while the old list stays shown', async () => {
    const reload = deferred<ModelList>();
    const loadModels = vi.fn().mockResolvedValueOnce(list).mockReturnValueOnce(reload.promise);
    const { actor, view } = start({}, { loadModels });
    await flush();
    actor.send({ type: 'models.reload' });
    expect(view()).toMatchObject({ listStatus: 'ready', isReloading: true, models: storyModels });
    const updated = [{ ...qwenMax, modelName: '通义千问 Qwen-Max（新版）' }, gpt4oMini];
    reload.resolve({ rows: updated, demoMode: true });
    await flush();
    expect(view()).toMatchObject({ listStatus: 'ready', isReloading: false, models: updated, demoMode: true });
    expect(view().current?.modelName).toBe('通义千问 Qwen-Max（新版）');
  });

  it('a reload leaves the open dropdown and a save under way alone', async () => {
    const save = deferred<void>();
    const { actor, view, fakes } = await opened({}, { saveConfig: () => save.promise });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'models.reload' });
    expect(view()).toMatchObject({ isOpen: true, isSaving: true, isReloading: true });
    await flush();
    save.resolve();
    await flush();
    expect(view()).toMatchObject({ isOpen: false, isSaving: false, isReloading: false, current: claudeSonnet });
    expect(fakes.saveConfig).toHaveBeenCalledTimes(1);
    expect(fakes.loadModels).toHaveBeenCalledTimes(2);
  });

  it('a reload while loading starts over (the older answer is dropped)', async () => {
    const first = deferred<ModelList>();
    const loadModels = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ rows: [claudeSonnet], demoMode: false });
    const { actor, view } = start({}, { loadModels });
    actor.send({ type: 'models.reload' });
    await flush();
    first.resolve(list);
    await flush();
    expect(view().models).toEqual([claudeSonnet]);
  });

  it('a failed reload keeps the list shown', async () => {
    const loadModels = vi.fn().mockResolvedValueOnce(list).mockRejectedValueOnce(new Error('网络异常'));
    const { actor, view } = start({}, { loadModels });
    await flush();
    actor.send({ type: 'models.reload' });
    await flush();
    expect(view()).toMatchObject({ listStatus: 'ready', isReloading: false, models: storyModels, loadError: null });
  });

  it('a login or logout reloads the list (today’s uses are per user); the same state does not', async () => {
    const { actor, fakes } = start({ isLoggedIn: false });
    await flush();
    actor.send({ type: 'session.changed', isLoggedIn: false });
    expect(fakes.loadModels).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.changed', isLoggedIn: true });
    expect(fakes.loadModels).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.isLoggedIn).toBe(true);
  });
});

describe('modelPickerMachine: the dropdown', () => {
  it('opens and closes (mask, Escape)', async () => {
    const { actor, view } = await opened();
    expect(view().isOpen).toBe(true);
    actor.send({ type: 'picker.close' });
    expect(view().isOpen).toBe(false);
  });

  it('logged out: choosing changes nothing, closes the dropdown and asks for login (SPEC §5)', async () => {
    const { actor, view, fakes } = await opened({ isLoggedIn: false });
    actor.send({ type: 'picker.choose', modelId: deepseekR1.id });
    expect(view()).toMatchObject({ isOpen: false, current: gpt4oMini, isSaving: false });
    expect(fakes.requireLogin).toHaveBeenCalledTimes(1);
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    expect(fakes.modelChanged).not.toHaveBeenCalled();
  });

  it('logged in without a group: the choice is kept locally and reported with groupId null, nothing saved', async () => {
    const { actor, view, fakes } = await opened({ groupId: null });
    actor.send({ type: 'picker.choose', modelId: deepseekR1.id });
    expect(view()).toMatchObject({ isOpen: false, current: deepseekR1, isSaving: false });
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    const config = groupConfigFor(deepseekR1, { topN: 0.8, rounds: 8, maxResponseTokens: deepseekR1.maxResponseTokens });
    expect(fakes.modelChanged).toHaveBeenCalledWith({ groupId: null, config, model: deepseekR1 });
    // The app creates the group with that config and tells the picker.
    actor.send({ type: 'group.changed', groupId: 12, config });
    expect(view().current).toBe(deepseekR1);
  });

  it('with a group: saving, then the current model changes, modelChanged, and the dropdown closes', async () => {
    const save = deferred<void>();
    const { actor, view, fakes } = await opened({}, { saveConfig: () => save.promise });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    expect(view()).toMatchObject({ isOpen: true, isSaving: true, savingModelId: claudeSonnet.id, current: gpt4oMini });
    const config = groupConfigFor(claudeSonnet, { topN: 0.8, rounds: 8, maxResponseTokens: claudeSonnet.maxResponseTokens });
    expect(fakes.saveConfig).toHaveBeenCalledWith({ groupId: 7, config: JSON.stringify(config) });
    save.resolve();
    await flush();
    expect(view()).toMatchObject({ isOpen: false, isSaving: false, savingModelId: null, current: claudeSonnet });
    expect(fakes.modelChanged).toHaveBeenCalledWith({ groupId: 7, config, model: claudeSonnet });
    expect(fakes.notify).not.toHaveBeenCalled();
    // The list is not loaded again by a save.
    expect(fakes.loadModels).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps the old model and notifies the server’s message (or the fallback)', async () => {
    const saveConfig = vi.fn().mockRejectedValueOnce(new Error('当前模型已下线')).mockRejectedValueOnce(new Error(''));
    const { actor, view, fakes } = await opened({ config: deepseekConfig }, { saveConfig });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    await flush();
    expect(view()).toMatchObject({ isSaving: false, current: deepseekR1, isOpen: true });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '当前模型已下线' } });
    expect(fakes.modelChanged).not.toHaveBeenCalled();
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    await flush();
    expect(fakes.notify).toHaveBeenLastCalledWith({ tone: 'error', message: { key: 'modelPicker.saveFailed' } });
  });

  it('keeps the group’s settings, clamped into the new model’s limits', async () => {
    // keyType 1 allows topN 1.2; Claude (keyType 2) allows 1. Rounds 30 > maxRounds 20, tokens within 200000.
    const config: GroupModelConfig = groupConfigFor(
      { ...gpt4oMini, maxRounds: 40, maxModelTokens: 100000 },
      { topN: 1.2, rounds: 30, maxResponseTokens: 90000 },
    );
    const { actor, fakes } = await opened({ config });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    const saved = JSON.parse(fakes.saveConfig.mock.calls[0]![0].config) as GroupModelConfig;
    expect(saved.modelInfo).toMatchObject({
      model: 'claude-3.5-sonnet',
      modelName: 'Claude 3.5 Sonnet',
      topN: 1,
      rounds: 20,
      maxResponseTokens: 90000,
      keyType: 2,
      deduct: 5,
    });
    await flush();
    // DeepSeek: maxRounds 6, maxModelTokens 64000.
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'picker.choose', modelId: deepseekR1.id });
    const second = JSON.parse(fakes.saveConfig.mock.calls[1]![0].config) as GroupModelConfig;
    expect(second.modelInfo).toMatchObject({ model: 'deepseek-r1', topN: 1, rounds: 6, maxResponseTokens: 64000 });
  });

  it('choosing the current model only closes; an unknown id is ignored', async () => {
    const { actor, view, fakes } = await opened();
    actor.send({ type: 'picker.choose', modelId: 999 });
    expect(view().isOpen).toBe(true);
    actor.send({ type: 'picker.choose', modelId: gpt4oMini.id });
    expect(view().isOpen).toBe(false);
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    expect(fakes.modelChanged).not.toHaveBeenCalled();
  });

  it('one save at a time: a second choice while saving is ignored', async () => {
    const { actor, fakes, view } = await opened({}, { saveConfig: () => new Promise<void>(() => {}) });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'picker.choose', modelId: deepseekR1.id });
    expect(fakes.saveConfig).toHaveBeenCalledTimes(1);
    expect(view().savingModelId).toBe(claudeSonnet.id);
  });

  it('choosing is accepted only while the dropdown is open', async () => {
    const { actor, fakes } = start();
    await flush();
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    expect(fakes.saveConfig).not.toHaveBeenCalled();
  });

  it('closing while saving lets the save finish: it still applies and reports', async () => {
    const save = deferred<void>();
    const { actor, view, fakes } = await opened({}, { saveConfig: () => save.promise });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'picker.close' });
    save.resolve();
    await flush();
    expect(view()).toMatchObject({ isOpen: false, isSaving: false, current: claudeSonnet });
    expect(fakes.modelChanged).toHaveBeenCalledTimes(1);
  });

  it('a save that ends after the app moved to another group reports it but leaves the new group’s model', async () => {
    const save = deferred<void>();
    const { actor, view, fakes } = await opened({}, { saveConfig: () => save.promise });
    actor.send({ type: 'picker.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'group.changed', groupId: 9, config: deepseekConfig });
    save.resolve();
    await flush();
    expect(view().current).toBe(deepseekR1);
    expect(fakes.modelChanged).toHaveBeenCalledWith(expect.objectContaining({ groupId: 7, model: claudeSonnet }));
  });
});

describe('modelPickerMachine: 模型设置', () => {
  it('logged in opens the settings; a visitor gets the login dialog', async () => {
    const { actor, fakes } = start({ isLoggedIn: false });
    const openSettings = vi.fn();
    actor.on('settings.open', openSettings);
    actor.send({ type: 'picker.settings' });
    expect(fakes.requireLogin).toHaveBeenCalledTimes(1);
    expect(openSettings).not.toHaveBeenCalled();
    actor.send({ type: 'session.changed', isLoggedIn: true });
    actor.send({ type: 'picker.settings' });
    expect(openSettings).toHaveBeenCalledTimes(1);
    expect(fakes.requireLogin).toHaveBeenCalledTimes(1);
  });
});
