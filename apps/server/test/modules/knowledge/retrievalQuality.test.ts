import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedAll } from '../../../src/modules/knowledge/embeddings/embeddingClient.js';
import type { RetrievalMode } from '../../../src/modules/knowledge/retrieval/retriever.js';
import { qualityDocumentFile, qualityDocuments } from '../../../src/testing/knowledgeQuality/qualityDocuments.js';
import { answerableQuestions, unanswerableQuestions } from '../../../src/testing/knowledgeQuality/qualityQuestions.js';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

const bare = (text: string) => text.replace(/\s+/g, '');

/**
 * The retrieval gate on the committed quality set (src/testing/knowledgeQuality): the three documents uploaded and
 * indexed through the API with the sim's hashed-word embeddings (1,024 dimensions), then every question asked of the
 * retriever. A question is found when a passage of its top 5 holds its span — on its page, for the PDF.
 */
describe('retrieval quality on the Chinese set: 40 answerable and 10 unanswerable questions', () => {
  let h: KnowledgeHarness;
  let kbId = 0;
  let user: { id: number; token: string };
  beforeAll(async () => {
    h = await startKnowledgeHarness({ dimensions: 1024 });
    user = await h.createUser({ score: 1000 });
    kbId = (await h.createBase(user.token, '质量集')).id;
    for (const document of qualityDocuments) {
      const { filename, content } = qualityDocumentFile(document);
      const reply = await h.upload(user.token, { kbId: String(kbId) }, { content, name: filename });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    await h.settle();
  });
  afterAll(async () => h?.close());

  async function recallAt5(mode: RetrievalMode) {
    let found = 0;
    const missed: string[] = [];
    for (const { question, document, page, span } of answerableQuestions) {
      const passages = await h.app.knowledgeRetriever.search([kbId], question, { top: 5, mode });
      const hit = passages.some(
        (passage) => passage.sourceName.startsWith(document) && bare(passage.text).includes(bare(span)) && (page === undefined || passage.page === page),
      );
      if (hit) found += 1;
      else missed.push(question);
    }
    return { recall: found / answerableQuestions.length, missed };
  }

  it('finds the passage of ≥ 90 % of the answerable questions in the hybrid top 5 (keyword-only and vector-only reported)', async () => {
    const hybrid = await recallAt5('hybrid');
    const keyword = await recallAt5('keyword');
    const vector = await recallAt5('vector');
    console.info(
      `recall@5 — hybrid ${hybrid.recall.toFixed(3)}, keyword only ${keyword.recall.toFixed(3)}, vector only ${vector.recall.toFixed(3)}; hybrid missed: ${hybrid.missed.join(' / ') || 'none'}`,
    );
    expect(hybrid.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('finds nothing for ≥ 90 % of the unanswerable questions (the chat then answers 知识库中未找到… without the model)', async () => {
    let empty = 0;
    for (const question of unanswerableQuestions) if ((await h.app.knowledgeRetriever.search([kbId], question)).length === 0) empty += 1;
    expect(empty / unanswerableQuestions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('cites the right document and page for ≥ 90 % of the answerable questions through /knowledge/chat (the grounded sim)', async () => {
    let right = 0;
    const wrong: string[] = [];
    for (const { question, document, page } of answerableQuestions) {
      const groupId = (await h.call('POST', '/group/create', user.token, {})).json().data.id as number;
      const { frames } = await h.ask(user.token, { prompt: question, groupId, kbIds: [kbId] });
      const sources = (frames.find((frame) => frame.type === 'sources')?.sources ?? []) as { n: number; docName: string; page: number | null }[];
      const citations = (frames.find((frame) => frame.type === 'end')?.citations ?? []) as number[];
      const cited = sources.find((source) => source.n === citations[0]);
      if (cited?.docName.startsWith(document) && (page === undefined || cited.page === page)) right += 1;
      else wrong.push(question);
    }
    console.info(`cited page right: ${right}/${answerableQuestions.length}; wrong: ${wrong.join(' / ') || 'none'}`);
    expect(right / answerableQuestions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('searches the same with the question’s embedding given beforehand (the benchmark’s way), and refuses a wrong width', async () => {
    const question = answerableQuestions[0]!.question;
    const target = h.app.knowledgeSettings.embeddingTarget()!;
    const embedding = (await embedAll(target, [question]))?.[0];
    const ids = (passages: { chunkId: number }[]) => passages.map((passage) => passage.chunkId);
    expect(ids(await h.app.knowledgeRetriever.search([kbId], question, { embedding: embedding! }))).toEqual(
      ids(await h.app.knowledgeRetriever.search([kbId], question)),
    );
    await expect(h.app.knowledgeRetriever.search([kbId], question, { embedding: new Float32Array(8) })).rejects.toThrow(/8 dimensions/);
  });
});
