import type { DataOf } from '@lingxi/api-client';
import type { ChatSource } from '../chat/chatTypes';

/** A cited passage with the passages around it (GET /knowledge/chunk {id}). */
export type SourcePassage = DataOf<'/api/knowledge/chunk', 'get'>;

/** What the source panel calls (the app passes the API, stories fixtures). */
export interface SourcePanelServices {
  /** The passage a source names; null when it is gone (404 引用来源已删除: its document or note was deleted). */
  loadPassage(chunkId: number): Promise<SourcePassage | null>;
}

export type { ChatSource };
