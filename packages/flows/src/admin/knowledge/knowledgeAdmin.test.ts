import { describe, expect, it } from 'vitest';
import { draftsOf, endpointChanges, settingsChanges } from './knowledgeAdmin';
import { knowledgeAdminData } from './knowledgeAdmin.fixtures';

const data = knowledgeAdminData();
const noKey = { value: '', clear: false };

describe('knowledge settings drafts', () => {
  it('sends only what changed, a quota as its whole tier', () => {
    const drafts = draftsOf(data);
    expect(settingsChanges(data, drafts)).toEqual({ changes: {}, problems: {} });
    const edited = { ...drafts, knowledgeMinSimilarity: '0.25', quotas: { ...drafts.quotas, 'knowledgeQuotaMember.pages': '30000' } };
    expect(settingsChanges(data, edited).changes).toEqual({
      knowledgeMinSimilarity: 0.25,
      knowledgeQuotaMember: { bases: 20, documents: 500, pages: 30_000, notes: 1000 },
    });
  });

  it.each([
    ['knowledgeEmbedPages', '0'],
    ['knowledgeEmbedPoints', '1.5'],
    ['knowledgeMinSimilarity', '1.01'],
    ['knowledgeMinSimilarity', '0.1234'],
  ] as const)('refuses %s = %s', (key, value) => {
    expect(settingsChanges(data, { ...draftsOf(data), [key]: value }).problems).toHaveProperty(key);
  });

  it('refuses a quota past the server’s bound', () => {
    const drafts = draftsOf(data);
    const problems = settingsChanges(data, { ...drafts, quotas: { ...drafts.quotas, 'knowledgeQuotaFree.bases': '10001' } }).problems;
    expect(problems).toEqual({ 'knowledgeQuotaFree.bases': 'number' });
  });

  it('checks the endpoint: an http(s) address or empty (demo mode), a model, 1–2000 dimensions; the key only when typed or cleared', () => {
    const drafts = draftsOf(data);
    expect(endpointChanges(data, { ...drafts, knowledgeEmbeddingUrl: '' }, noKey).changes).toEqual({ knowledgeEmbeddingUrl: '' });
    expect(endpointChanges(data, { ...drafts, knowledgeEmbeddingUrl: 'https://e.example.com/v1/' }, noKey).changes).toEqual({
      knowledgeEmbeddingUrl: 'https://e.example.com/v1',
    });
    const bad = endpointChanges(
      data,
      { ...drafts, knowledgeEmbeddingUrl: 'ftp://x', knowledgeEmbeddingModel: ' ', knowledgeEmbeddingDimensions: '4096' },
      noKey,
    );
    expect(bad.problems).toEqual({ knowledgeEmbeddingUrl: 'url', knowledgeEmbeddingModel: 'model', knowledgeEmbeddingDimensions: 'dimensions' });
    expect(endpointChanges(data, drafts, { value: '', clear: true }).changes).toEqual({ knowledgeEmbeddingKey: null });
  });
});
