import type { ConfigStore } from '../../domain/config/configStore.js';
import type { EmbeddingTarget } from './embeddings/embeddingClient.js';

/** What one user may hold. */
export interface KnowledgeQuota {
  bases: number;
  documents: number;
  /** Pages of all documents together (a PDF page, or 2,000 characters of other documents). */
  pages: number;
  notes: number;
}

/** Characters of a document that count as one page where it has no pages of its own. */
export const charsPerPage = 2_000;
/** The most characters of a document that are indexed (a 1,000-page book at 3,000 a page). */
export const maxIndexedChars = 3_000_000;

const memberQuota: KnowledgeQuota = { bases: 20, documents: 500, pages: 20_000, notes: 1_000 };
const freeQuota: KnowledgeQuota = { bases: 3, documents: 30, pages: 1_000, notes: 50 };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');
const whole = (value: unknown, fallback: number, min = 0) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min ? number : fallback;
};

function quotaOf(value: unknown, fallback: KnowledgeQuota): KnowledgeQuota {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  const given = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  return {
    bases: whole(given.bases, fallback.bases),
    documents: whole(given.documents, fallback.documents),
    pages: whole(given.pages, fallback.pages),
    notes: whole(given.notes, fallback.notes),
  };
}

/**
 * The operator's knowledge-base settings, read from the site config on every use (it reloads on change): the
 * embedding endpoint (else the in-process simulator of demo mode), the prices and the quotas.
 */
export class KnowledgeSettings {
  constructor(
    private readonly config: ConfigStore,
    /** The in-process simulator's endpoint, used while the operator has configured none. */
    private readonly demo: () => EmbeddingTarget | null,
  ) {}

  /** True while no embedding endpoint is configured (screens say 演示模式 and how to set one). */
  get demoMode(): boolean {
    return !trimmed(this.config.get('knowledgeEmbeddingUrl', ''));
  }

  get model(): string {
    return trimmed(this.config.get('knowledgeEmbeddingModel', '')) || 'text-embedding-3-small';
  }

  get dimensions(): number {
    return Math.min(2000, whole(this.config.get('knowledgeEmbeddingDimensions', 1024), 1024, 1));
  }

  /** Where passages are embedded: the operator's endpoint, else demo mode's simulator (null before it started). */
  embeddingTarget(): EmbeddingTarget | null {
    const baseUrl = trimmed(this.config.get('knowledgeEmbeddingUrl', ''));
    const demo = baseUrl ? null : this.demo();
    if (!baseUrl && !demo) return null;
    return {
      baseUrl: baseUrl || demo!.baseUrl,
      apiKey: baseUrl ? this.config.get<string>('knowledgeEmbeddingKey', '') : demo!.apiKey,
      model: this.model,
      dimensions: this.dimensions,
    };
  }

  /**
   * The cosine a passage must reach for a question matching no keyword to count as answered (0.3 suits OpenAI's
   * text-embedding-3 models: related Chinese passages score about 0.4–0.6, unrelated ones 0.1–0.25).
   */
  get minSimilarity(): number {
    const value = Number(this.config.get('knowledgeMinSimilarity', 0.3));
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0.3;
  }

  /** The model knowledge questions are answered with (its price is charged); empty: the conversation's own. */
  get chatModel(): string {
    return trimmed(this.config.get('knowledgeChatModel', ''));
  }

  /** The model a note's 续写, 总结 and 润色 use (its price is charged); empty: the answering model, else the default. */
  get assistModel(): string {
    return trimmed(this.config.get('knowledgeAssistModel', '')) || this.chatModel;
  }

  /** Points for each `embedPages` pages (or part of them) a document is indexed with. */
  get embedPoints(): number {
    return whole(this.config.get('knowledgeEmbedPoints', 1), 1);
  }

  get embedPages(): number {
    return whole(this.config.get('knowledgeEmbedPages', 10), 10, 1);
  }

  /** What indexing `pages` pages costs. */
  embedCost(pages: number): number {
    return Math.ceil(pages / this.embedPages) * this.embedPoints;
  }

  quota(member: boolean): KnowledgeQuota {
    return member ? quotaOf(this.config.get('knowledgeQuotaMember', null), memberQuota) : quotaOf(this.config.get('knowledgeQuotaFree', null), freeQuota);
  }
}
/** The largest document a knowledge base takes. */
export const maxDocumentBytes = 20 * 1024 * 1024;
