import type { ChatModel } from '../chat/chatTypes';
import { settingLimits, type ModelSettingKey, type ModelSettings, type SettingLimit } from '../modelPicker/modelConfig';
import type { MessageRef } from '../session/notify';
import type { ModelSettingsSnapshot } from './modelSettings.machine';
import type { ModelSettingsMessageKey } from './messages';

export const modelSettingsStatuses = ['loading', 'failed', 'ready', 'saving', 'done'] as const;
export type ModelSettingsStatus = (typeof modelSettingsStatuses)[number];

export interface ModelSettingsView {
  status: ModelSettingsStatus;
  models: ChatModel[];
  /** The model chosen in the dialog. */
  selected: ChatModel | null;
  settings: ModelSettings | null;
  /** The sliders' ranges for the chosen model (SPEC §5). */
  limits: Record<ModelSettingKey, SettingLimit> | null;
  loadError: MessageRef<ModelSettingsMessageKey> | null;
  canSave: boolean;
}

/** Snapshot → what the dialog shows. */
export function modelSettingsView(snapshot: ModelSettingsSnapshot): ModelSettingsView {
  const { context } = snapshot;
  const selected = context.models.find((model) => model.id === context.selectedId) ?? null;
  const status: ModelSettingsStatus =
    snapshot.status === 'done'
      ? 'done'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('loading')
          ? 'loading'
          : snapshot.matches('saving')
            ? 'saving'
            : 'ready';
  return {
    status,
    models: context.models,
    selected,
    settings: context.settings,
    limits: selected ? settingLimits(selected) : null,
    loadError: status === 'failed' ? context.loadError : null,
    canSave: status === 'ready' && selected !== null && context.settings !== null,
  };
}
