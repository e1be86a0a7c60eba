import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../domain/clock.js';
import { rowsOf } from '../../db/rawRows.js';
import type { SourceCard } from './groundedTurn.js';

/** An answer as it ended, to be written. */
export interface AnswerSave {
  chatLogId: number;
  groupId: number;
  userId: number;
  text: string;
  reasoning: string;
  status: 'done' | 'stopped' | 'failed';
  promptTokens: number;
  completionTokens: number;
  /** The conversation's title from its first question; null keeps the title. */
  newTitle: string | null;
  /** A grounded answer's cited sources (null: not a grounded answer). */
  sources?: SourceCard[] | null;
}

interface Pending {
  save: AnswerSave;
  resolve: (balance: number) => void;
  reject: (error: unknown) => void;
}

/** At most this many answers per statement. */
const BATCH_MAX = 200;

/**
 * Writes ended answers — the answer's row, its conversation's order (updated_at) and first title — and reads the
 * balance each last frame reports, several answers per statement: while one statement runs, the answers that end
 * meanwhile wait for it and go together in the next (group commit). Nothing waits on a timer: an answer that ends
 * when nothing is being written is written at once, so one stream alone costs what it did with its own statements,
 * and many streams cost one statement per batch rather than one per answer.
 */
export class AnswerSaver {
  private pending: Pending[] = [];
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Resolves with the user's balance after the answer was written. */
  save(save: AnswerSave): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push({ save, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, BATCH_MAX);
        try {
          const balances = await this.write(batch.map((entry) => entry.save));
          for (const entry of batch) entry.resolve(balances.get(entry.save.userId) ?? 0);
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /** One statement: every answer's row, each conversation once, then the users' balances. */
  private async write(saves: AnswerSave[]): Promise<Map<number, number>> {
    const answers = saves.map((save) => ({
      id: save.chatLogId,
      content: save.text,
      reasoning: save.reasoning,
      status: save.status,
      pt: save.promptTokens,
      ct: save.completionTokens,
      sources: save.sources ?? null,
    }));
    // Each conversation once; its last new title wins.
    const titles: Record<number, string | null> = {};
    for (const save of saves) titles[save.groupId] = save.newTitle ?? titles[save.groupId] ?? null;
    const groupIds = Object.keys(titles).map(Number);
    const userIds = [...new Set(saves.map((save) => save.userId))];
    // `= any(array(…))` keeps the groups and users to primary-key index scans whatever the tables' sizes
    // (a join with a json set function is planned for 100 rows and may become a sequential scan).
    const rows = await rowsOf<{ id: number; score: number }>(
      this.db,
      sql`
      with saved as (
        update chat_logs c set content = a.content, reasoning = a.reasoning, status = a.status, prompt_tokens = a.pt, completion_tokens = a.ct, sources = a.sources
        from json_to_recordset(${JSON.stringify(answers)}::json) as a (id integer, content text, reasoning text, status text, pt integer, ct integer, sources jsonb)
        where c.id = a.id and c.id = any(array(select (e ->> 'id')::integer from json_array_elements(${JSON.stringify(answers.map(({ id }) => ({ id })))}::json) e))
      ),
      touched as (
        update chat_groups g set updated_at = ${this.clock.now().toISOString()}::timestamptz, title = coalesce(${JSON.stringify(titles)}::json ->> g.id::text, g.title)
        where g.id = any(array(select value::integer from json_array_elements_text(${JSON.stringify(groupIds)}::json)))
      )
      select id, score from users where id = any(array(select value::integer from json_array_elements_text(${JSON.stringify(userIds)}::json)))`,
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.score)]));
  }
}
