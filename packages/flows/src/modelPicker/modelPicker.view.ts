import type { ChatModel } from '../chat/chatTypes';
import type { MessageRef } from '../session/notify';
import { currentModelOf } from './modelConfig';
import type { ModelPickerSnapshot } from './modelPicker.machine';
import type { ModelPickerMessageKey } from './messages';

export const modelListStatuses = ['loading', 'ready', 'failed'] as const;
export type ModelListStatus = (typeof modelListStatuses)[number];

export interface ModelPickerView {
  listStatus: ModelListStatus;
  /** A reload is under way while the previous list stays shown. */
  isReloading: boolean;
  models: ChatModel[];
  /** The group config's model when listed, else the first (default) one; null while nothing is loaded. */
  current: ChatModel | null;
  isOpen: boolean;
  isSaving: boolean;
  /** The model being saved. */
  savingModelId: number | null;
  demoMode: boolean;
  loadError: MessageRef<ModelPickerMessageKey> | null;
  isLoggedIn: boolean;
}

/** Snapshot → what the bar and its dropdown show. */
export function modelPickerView(snapshot: ModelPickerSnapshot): ModelPickerView {
  const { context } = snapshot;
  const isLoading = snapshot.matches({ list: 'loading' });
  const hasModels = context.models.length > 0;
  const listStatus: ModelListStatus = snapshot.matches({ list: 'failed' }) ? 'failed' : isLoading && !hasModels ? 'loading' : 'ready';
  return {
    listStatus,
    isReloading: isLoading && hasModels,
    models: context.models,
    current: currentModelOf(context.models, context.config),
    isOpen: snapshot.matches({ dropdown: 'open' }),
    isSaving: snapshot.matches({ save: 'saving' }),
    savingModelId: context.pending?.model.id ?? null,
    demoMode: context.demoMode,
    loadError: listStatus === 'failed' ? context.loadError : null,
    isLoggedIn: context.isLoggedIn,
  };
}
