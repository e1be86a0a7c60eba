import type { ChatModel, GroupKind, GroupModelConfig } from '../chat/chatTypes';

/** GET /models/list {modelType: kind}: the enabled models, first = default; demoMode when answers come from the simulator. */
export interface ModelList {
  rows: ChatModel[];
  demoMode: boolean;
}

/** POST /group/update {groupId, config}: config is the JSON string of a GroupModelConfig. */
export interface SaveConfigRequest {
  groupId: number;
  config: string;
}

/**
 * A model chosen (and, with a group, saved). groupId null: there is no conversation yet, the app
 * applies the config to the group it creates next.
 */
export interface ModelChange {
  groupId: number | null;
  config: GroupModelConfig;
  model: ChatModel;
}

/** The calls the model picker and the model settings dialog share. */
export interface ModelCalls {
  loadModels: (kind: GroupKind) => Promise<ModelList>;
  /** Rejects with the server's text when refused. */
  saveConfig: (request: SaveConfigRequest) => Promise<void>;
}
