import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';

export type ModelRow = typeof schema.chatModels.$inferSelect;
export type ModelType = ModelRow['modelType'];

/**
 * The enabled models, held in memory (PROTOCOLS §8.18: no query per chat). The operator's change calls
 * reload(); every read is a lookup.
 */
export class ModelCatalog {
  private rows: ModelRow[] = [];
  /** Incremented by every reload: what readers cache from the list is stale once it moves. */
  version = 0;

  constructor(private readonly db: Database) {}

  async reload(): Promise<void> {
    this.rows = await this.db
      .select()
      .from(schema.chatModels)
      .where(eq(schema.chatModels.isEnabled, true))
      .orderBy(asc(schema.chatModels.sort), asc(schema.chatModels.id));
    this.version += 1;
  }

  /** Models of a type (all when none is given), in the operator's order; /document's file chat uses chat models. */
  list(modelType?: ModelType, keyType?: number): ModelRow[] {
    const type = modelType === 'file' ? 'chat' : modelType;
    return this.rows.filter((row) => (!type || row.modelType === type) && (keyType === undefined || row.keyType === keyType));
  }

  byId(id: number): ModelRow | undefined {
    return this.rows.find((row) => row.id === id);
  }

  byModel(model: string): ModelRow | undefined {
    return this.rows.find((row) => row.model === model);
  }

  /** SPEC §3: the first model of the list is the default. */
  defaultChatModel(): ModelRow | undefined {
    return this.list('chat')[0];
  }
}

/** A model as clients see it: no endpoint, no key. `used` is the caller's free uses today. */
export function publicModel(row: ModelRow, used = 0) {
  return {
    id: row.id,
    modelName: row.modelName,
    model: row.model,
    cover: row.cover,
    description: row.description,
    keyType: row.keyType,
    modelType: row.modelType,
    canAudio: row.canAudio,
    canUpload: row.canUpload,
    maxModelTokens: row.maxModelTokens,
    maxResponseTokens: row.maxResponseTokens,
    topN: row.topNTenths / 10,
    systemMessage: row.systemMessage,
    maxRounds: row.maxRounds,
    rounds: row.rounds,
    deductType: row.deductType,
    deduct: row.deduct,
    vipFreeNum: row.vipFreeNum,
    used,
  };
}
