import { beforeAll, describe, expect, it } from 'vitest';
import type { TextSegment } from '../../../src/modules/knowledge/text/chunkText.js';
import { documentSegments } from '../../../src/modules/knowledge/text/documentSegments.js';
import { queryTerms, searchTokens } from '../../../src/modules/knowledge/text/searchTokens.js';
import { pdfLineWidth, type QualityDocument, qualityDocumentFile, qualityDocuments } from '../../../src/testing/knowledgeQuality/qualityDocuments.js';
import { paraphraseQuestions } from '../../../src/testing/knowledgeQuality/paraphraseQuestions.js';
import { answerableQuestions, unanswerableQuestions } from '../../../src/testing/knowledgeQuality/qualityQuestions.js';

/** The extraction joins a PDF's lines (with a space between Latin ones) and collapses HTML's spaces: compare without them. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

const documentNamed = (name: string): QualityDocument => {
  const doc = qualityDocuments.find((candidate) => candidate.name === name);
  if (!doc) throw new Error(`No quality document named ${name}`);
  return doc;
};

/** What a question's span is a substring of: its PDF page's lines joined, or the Markdown or HTML source. */
const sourceOf = (doc: QualityDocument, page?: number) => (doc.format === 'pdf' ? doc.pages![page! - 1]!.join('') : doc.text!);

/** The terms a question shares with the search tokens of any of `texts`. */
const sharedTerms = (question: string, ...texts: string[]) => {
  const tokens = new Set(texts.flatMap(searchTokens));
  return queryTerms(question).filter((term) => tokens.has(term));
};

describe('the knowledge quality set', () => {
  const extracted = new Map<string, TextSegment[]>();

  beforeAll(async () => {
    for (const doc of qualityDocuments) {
      const { segments, truncated } = await documentSegments(doc.format, qualityDocumentFile(doc).content, 1_000_000);
      expect(truncated).toBe(false);
      extracted.set(doc.name, segments);
    }
  });

  it('has three documents of distinct names — a PDF of eight pages or more, Markdown and HTML', () => {
    expect(qualityDocuments.map((doc) => doc.format).sort()).toEqual(['html', 'md', 'pdf']);
    expect(new Set(qualityDocuments.map((doc) => doc.name)).size).toBe(3);
    const pdf = qualityDocuments.find((doc) => doc.format === 'pdf')!;
    expect(pdf.pages!.length).toBeGreaterThanOrEqual(8);
    // Lines that fit the page (pdfWithPages draws them 20 pt apart from the top, glyphs 12 pt wide).
    for (const lines of pdf.pages!) {
      expect(lines.length).toBeLessThanOrEqual(35);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(pdfLineWidth);
    }
    // Every page reads back as its own page.
    expect([...new Set(extracted.get(pdf.name)!.map((segment) => segment.page))]).toEqual(pdf.pages!.map((_, index) => index + 1));
  });

  it('has 20 paraphrases (eval:knowledge), each a new wording of an answerable question’s span, document and page', () => {
    expect(paraphraseQuestions).toHaveLength(20);
    const asked = new Set(answerableQuestions.map((question) => question.question));
    for (const paraphrase of paraphraseQuestions) {
      expect(asked.has(paraphrase.question), paraphrase.question).toBe(false);
      const original = answerableQuestions.find((question) => question.span === paraphrase.span);
      expect([original?.document, original?.page], paraphrase.question).toEqual([paraphrase.document, paraphrase.page]);
    }
  });

  it('has 40 answerable and 10 unanswerable questions, none asked twice', () => {
    expect(answerableQuestions).toHaveLength(40);
    expect(unanswerableQuestions).toHaveLength(10);
    const all = [...answerableQuestions.map((q) => q.question), ...unanswerableQuestions];
    expect(new Set(all).size).toBe(all.length);
    for (const doc of qualityDocuments) expect(answerableQuestions.filter((q) => q.document === doc.name).length).toBeGreaterThanOrEqual(10);
  });

  it('names a page for each PDF question (and only those), and asks about every page', () => {
    for (const q of answerableQuestions) {
      const doc = documentNamed(q.document);
      if (doc.format === 'pdf') {
        expect(q.page, q.question).toBeGreaterThanOrEqual(1);
        expect(q.page, q.question).toBeLessThanOrEqual(doc.pages!.length);
      } else expect(q.page, q.question).toBeUndefined();
    }
    for (const doc of qualityDocuments.filter((candidate) => candidate.format === 'pdf')) {
      const asked = new Set(answerableQuestions.filter((q) => q.document === doc.name).map((q) => q.page));
      expect([...asked].sort((a, b) => a! - b!)).toEqual(doc.pages!.map((_, index) => index + 1));
    }
  });

  it('takes each span verbatim from its document (its page for the PDF) and finds it in a segment the extraction reads', () => {
    for (const q of answerableQuestions) {
      const doc = documentNamed(q.document);
      expect([...q.span].length, q.question).toBeLessThanOrEqual(80);
      expect(sourceOf(doc, q.page), q.question).toContain(q.span);
      const segments = extracted.get(doc.name)!.filter((segment) => doc.format !== 'pdf' || segment.page === q.page);
      expect(
        segments.some((segment) => squeezed(segment.text).includes(squeezed(q.span))),
        `${q.question}: ${q.span}`,
      ).toBe(true);
    }
  });

  it('shares at least two terms between each answerable question and its span', () => {
    const weak = answerableQuestions
      .map((q) => ({ question: q.question, terms: queryTerms(q.question), shared: sharedTerms(q.question, q.span) }))
      .filter((q) => q.shared.length < 2);
    expect(weak).toEqual([]);
  });

  it('shares no term between an unanswerable question and any document', () => {
    const leaks = unanswerableQuestions.flatMap((question) =>
      qualityDocuments
        .map((doc) => {
          // The source as written (each PDF page's lines joined) and as extracted: no word of either may match.
          const source = doc.format === 'pdf' ? doc.pages!.map((lines) => lines.join('')) : [doc.text!];
          const segments = extracted.get(doc.name)!.map((segment) => segment.text);
          return { question, document: doc.name, shared: sharedTerms(question, ...source, ...segments) };
        })
        .filter((leak) => leak.shared.length > 0),
    );
    expect(leaks).toEqual([]);
  });
});
