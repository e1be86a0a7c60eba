import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { GroupModelConfig } from '../chat/chatTypes';
import { groupConfigFor } from '../modelPicker/modelConfig';
import { claudeConfig, claudeSonnet, deepseekConfig, deepseekR1, gpt4oMini, qwenMax, storyModels } from '../modelPicker/models.fixtures';
import type { ModelList, SaveConfigRequest } from '../modelPicker/modelServices';
import { deferred, flush } from '../settings/testing';
import { provideModelSettings, type ModelSettingsInput } from './modelSettings.machine';
import { modelSettingsView } from './modelSettings.view';

const list: ModelList = { rows: storyModels, demoMode: false };

function start(
  input: Partial<ModelSettingsInput> = {},
  calls: { loadModels?: () => Promise<ModelList>; saveConfig?: (request: SaveConfigRequest) => Promise<void> } = {},
) {
  const fakes = {
    loadModels: vi.fn(calls.loadModels ?? (async () => list)),
    saveConfig: vi.fn(calls.saveConfig ?? (async () => {})),
    modelChanged: vi.fn(),
    notify: vi.fn(),
  };
  const actor = createActor(provideModelSettings(fakes), {
    input: { kind: 'chat', groupId: 7, config: deepseekConfig, ...input },
    // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
    clock: new SimulatedClock(),
  }).start();
  const view = () => modelSettingsView(actor.getSnapshot());
  return { actor, fakes, view };
}

const savedConfig = (saveConfig: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse((saveConfig.mock.calls[call]![0] as SaveConfigRequest).config) as GroupModelConfig;

describe('modelSettingsMachine', () => {
  it('loads the kind’s list; the group’s model and settings are shown within its limits', async () => {
    const { view, fakes } = start({ kind: 'file' });
    expect(view()).toMatchObject({ status: 'loading', canSave: false });
    await flush();
    expect(fakes.loadModels).toHaveBeenCalledWith('file');
    expect(view()).toMatchObject({
      status: 'ready',
      selected: deepseekR1,
      settings: { topN: 0.5, rounds: 4, maxResponseTokens: 6000 },
      limits: { topN: { min: 0, max: 1, step: 0.1 }, maxResponseTokens: { min: 100, max: 64000, step: 100 }, rounds: { min: 0, max: 6, step: 1 } },
      canSave: true,
    });
  });

  it('no config: the default model with the defaults 8 rounds / topN 0.8 / the model’s tokens', async () => {
    const { view } = start({ config: null });
    await flush();
    expect(view()).toMatchObject({ selected: gpt4oMini, settings: { topN: 0.8, rounds: 8, maxResponseTokens: 4000 } });
    expect(view().limits?.topN.max).toBe(1.2);
  });

  it('a config naming an unlisted model: the default model with the defaults', async () => {
    const config: GroupModelConfig = { modelInfo: { ...deepseekConfig.modelInfo, model: 'retired-model' } };
    const { view } = start({ config });
    await flush();
    expect(view()).toMatchObject({ selected: gpt4oMini, settings: { topN: 0.8, rounds: 8, maxResponseTokens: 4000 } });
  });

  it('a stored config outside the limits is clamped', async () => {
    const config: GroupModelConfig = { modelInfo: { ...claudeConfig.modelInfo, topN: 1.2, rounds: 50, maxResponseTokens: 900000 } };
    const { view } = start({ config });
    await flush();
    expect(view().settings).toEqual({ topN: 1, rounds: 20, maxResponseTokens: 200000 });
  });

  it('settings.change keeps each value within the chosen model’s limits', async () => {
    const { actor, view } = start({ config: groupConfigFor(gpt4oMini, {}) });
    await flush();
    actor.send({ type: 'settings.change', key: 'topN', value: 1.2 });
    actor.send({ type: 'settings.change', key: 'rounds', value: 13 });
    actor.send({ type: 'settings.change', key: 'maxResponseTokens', value: 50 });
    expect(view().settings).toEqual({ topN: 1.2, rounds: 12, maxResponseTokens: 100 });
    actor.send({ type: 'settings.change', key: 'topN', value: 0.30000000000000004 });
    expect(view().settings?.topN).toBe(0.3);
  });

  it('choosing another model keeps the settings, clamped into its limits; an unknown id is ignored', async () => {
    const { actor, view } = start({ config: groupConfigFor(gpt4oMini, { topN: 1.2, rounds: 12, maxResponseTokens: 16000 }) });
    await flush();
    actor.send({ type: 'settings.choose', modelId: deepseekR1.id });
    expect(view()).toMatchObject({ selected: deepseekR1, settings: { topN: 1, rounds: 6, maxResponseTokens: 16000 } });
    actor.send({ type: 'settings.choose', modelId: qwenMax.id });
    expect(view()).toMatchObject({ selected: qwenMax, settings: { topN: 1, rounds: 6, maxResponseTokens: 16000 } });
    actor.send({ type: 'settings.choose', modelId: 999 });
    expect(view().selected).toBe(qwenMax);
  });

  it('保存: saving, then 修改当前对话组自定义模型配置成功！, modelChanged and done', async () => {
    const save = deferred<void>();
    const { actor, view, fakes } = start({}, { saveConfig: () => save.promise });
    await flush();
    actor.send({ type: 'settings.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'settings.change', key: 'rounds', value: 15 });
    actor.send({ type: 'settings.save' });
    expect(view()).toMatchObject({ status: 'saving', canSave: false });
    const config = groupConfigFor(claudeSonnet, { topN: 0.5, rounds: 15, maxResponseTokens: 6000 });
    expect(fakes.saveConfig).toHaveBeenCalledWith({ groupId: 7, config: JSON.stringify(config) });
    // Edits and choices wait while saving.
    actor.send({ type: 'settings.change', key: 'rounds', value: 1 });
    actor.send({ type: 'settings.save' });
    expect(fakes.saveConfig).toHaveBeenCalledTimes(1);
    save.resolve();
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ groupId: 7, config, model: claudeSonnet });
    expect(fakes.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'modelSettings.success' } });
    expect(fakes.modelChanged).toHaveBeenCalledWith({ groupId: 7, config, model: claudeSonnet });
  });

  it('a failed save clears the saving state and shows nothing else (SPEC §8); saving again works', async () => {
    const saveConfig = vi.fn().mockRejectedValueOnce(new Error('当前模型已下线')).mockResolvedValue(undefined);
    const { actor, view, fakes } = start({}, { saveConfig });
    await flush();
    actor.send({ type: 'settings.save' });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', canSave: true, selected: deepseekR1 });
    expect(fakes.notify).not.toHaveBeenCalled();
    expect(fakes.modelChanged).not.toHaveBeenCalled();
    actor.send({ type: 'settings.save' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(savedConfig(saveConfig, 1).modelInfo).toMatchObject({ model: 'deepseek-r1', topN: 0.5, rounds: 4, maxResponseTokens: 6000 });
  });

  it('no group yet: 保存 saves nothing, reports the change with groupId null and closes', async () => {
    const { actor, fakes } = start({ groupId: null, config: null });
    await flush();
    actor.send({ type: 'settings.choose', modelId: claudeSonnet.id });
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    expect(fakes.notify).not.toHaveBeenCalled();
    // GPT-4o mini's defaults carried over: its 4000 reply tokens stay (within Claude's limits).
    expect(fakes.modelChanged).toHaveBeenCalledWith({
      groupId: null,
      model: claudeSonnet,
      config: groupConfigFor(claudeSonnet, { topN: 0.8, rounds: 8, maxResponseTokens: 4000 }),
    });
  });

  it('a failed load shows its text (or the fallback); settings.retry loads again; nothing can be saved meanwhile', async () => {
    const loadModels = vi.fn().mockRejectedValueOnce(new Error('服务繁忙')).mockRejectedValueOnce(new Error('')).mockResolvedValue(list);
    const { actor, view, fakes } = start({}, { loadModels });
    await flush();
    expect(view()).toMatchObject({ status: 'failed', loadError: { text: '服务繁忙' }, canSave: false });
    actor.send({ type: 'settings.save' });
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    actor.send({ type: 'settings.retry' });
    expect(view()).toMatchObject({ status: 'loading', loadError: null });
    await flush();
    expect(view().loadError).toEqual({ key: 'modelSettings.loadFailed' });
    actor.send({ type: 'settings.retry' });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', selected: deepseekR1 });
  });

  it('an empty list: nothing chosen, nothing to save', async () => {
    const { actor, view, fakes } = start({}, { loadModels: async () => ({ rows: [], demoMode: false }) });
    await flush();
    expect(view()).toMatchObject({ status: 'ready', selected: null, settings: null, limits: null, canSave: false });
    actor.send({ type: 'settings.change', key: 'rounds', value: 3 });
    actor.send({ type: 'settings.save' });
    expect(fakes.saveConfig).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
