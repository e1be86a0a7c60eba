import type { JSONContent } from '@tiptap/core';
import { headingLevels, richTextSchema } from './richTextSchema';
import { isSafeHref } from './safeHref';

export type RichTextProblem = 'invalid' | 'unsafeLink';

export type RichTextReading = { ok: true; doc: JSONContent } | { ok: false; problem: RichTextProblem };

/** What a link mark carries once read: its address, and the attributes every link gets (none from the client). */
const linkAttrs = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null });

const levels: readonly number[] = headingLevels;

/** The node with its links made safe, or what is wrong with it (the schema does not check attribute values). */
function normalised(node: JSONContent): JSONContent | RichTextProblem {
  if (node.type === 'heading' && !levels.includes(Number(node.attrs?.level))) return 'invalid';
  const marks = [];
  for (const mark of node.marks ?? []) {
    if (mark.type !== 'link') {
      marks.push(mark);
      continue;
    }
    const href: unknown = mark.attrs?.href;
    if (typeof href !== 'string' || !isSafeHref(href)) return 'unsafeLink';
    marks.push({ type: 'link', attrs: linkAttrs(href) });
  }
  const content = [];
  for (const child of node.content ?? []) {
    const safe = normalised(child);
    if (typeof safe === 'string') return safe;
    content.push(safe);
  }
  return { ...node, ...(node.marks ? { marks } : {}), ...(node.content ? { content } : {}) };
}

/**
 * Reads a document as the editor's schema allows it (nodes, marks, attributes, content rules), returning it as the
 * schema writes it back: unknown attributes are gone, headings are of the levels notes use, and every link is a safe
 * address with fixed attributes.
 */
export function readRichText(json: unknown): RichTextReading {
  let doc: JSONContent;
  try {
    if (typeof json !== 'object' || json === null || (json as { type?: unknown }).type !== 'doc') return { ok: false, problem: 'invalid' };
    const node = richTextSchema.nodeFromJSON(json);
    node.check();
    doc = node.toJSON() as JSONContent;
  } catch {
    // Unknown nodes or marks, content a node may not hold, empty text, a document nested past the stack.
    return { ok: false, problem: 'invalid' };
  }
  const safe = normalised(doc);
  return typeof safe === 'string' ? { ok: false, problem: safe } : { ok: true, doc: safe };
}
