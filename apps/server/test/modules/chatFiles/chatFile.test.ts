import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { startChatHarness, type Frame } from '../chat/chatTestKit.js';
import { docxWithParagraphs, gb18030Hello, pdfWithoutText, pdfWithText, tinyGif, zipOf } from '../../../src/testing/fileFixtures.js';

let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => h.close());

let client = 0;
const nextAddress = () => {
  client += 1;
  return `10.9.${Math.floor(client / 250) % 250}.${client % 250}`;
};

function png(width = 4, height = 4): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(120);
  return PNG.sync.write(image);
}

/** POST /chatgpt/upload as a browser sends it. */
async function upload(token: string | null, file: { content: Buffer; name: string } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return h.app.inject({
    method: 'POST',
    url: '/api/chatgpt/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: nextAddress(),
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function uploaded(token: string, file: { content: Buffer; name: string }, fields: Record<string, string> = {}) {
  const reply = await upload(token, file, fields);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { id: number; name: string; url: string; kind: string; chars: number; truncated: boolean; groupId: number | null };
}

async function storedText(fileId: number) {
  const [row] = await h.app.database.db.select({ text: schema.chatFiles.text }).from(schema.chatFiles).where(eq(schema.chatFiles.id, fileId));
  return row!.text;
}

async function fileChat(token: string, body: object) {
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/chatgpt/chat-file-analysis',
    remoteAddress: nextAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const frames =
    reply.statusCode === 200
      ? reply.body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Frame)
      : [];
  return { reply, frames };
}

async function fileGroup(token: string, model?: string) {
  const groupId: number = (await h.call('POST', '/group/create', token, { modelType: 'file' })).json().data.id;
  if (model) await h.call('POST', '/group/update', token, { groupId, config: JSON.stringify({ modelInfo: { model } }) });
  return groupId;
}

type Part = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
const lastBody = async () => (await h.completions()).at(-1)!.body as unknown as { messages: { role: string; content: string | Part[] }[] };

describe('POST /chatgpt/upload', () => {
  it('extracts the text of a PDF, Latin and Chinese (pdf.js with its character maps), and stores the file', async () => {
    const user = await h.createUser();
    const content = pdfWithText(['Quarterly report', 'Revenue grew (a lot)'], ['你好，世界']);
    const file = await uploaded(user.token, { content, name: '季度报告.pdf' });
    expect(file).toMatchObject({ name: '季度报告.pdf', kind: 'document', mime: 'application/pdf', truncated: false, groupId: null });
    // A private file under its owner, its URL signed for showing it (docs/server.md "Files by visibility").
    expect(file.url).toMatch(new RegExp(`^/api/file/private/chat/${user.id}/\\d{6}/[0-9a-f-]{36}\\.pdf\\?exp=\\d+&sig=[\\w-]{43}$`));
    const text = await storedText(file.id);
    expect(text).toContain('Quarterly report\nRevenue grew (a lot)');
    expect(text).toContain('你好，世界');
    expect(file.chars).toBe(text.length);
    expect((await h.app.inject(file.url)).rawPayload.equals(content)).toBe(true);
    expect((await h.call('GET', '/chatgpt/file', user.token, undefined, { id: String(file.id) })).json().data).toMatchObject({
      id: file.id,
      name: '季度报告.pdf',
    });
  });

  it('extracts the paragraphs of a DOCX (mammoth)', async () => {
    const user = await h.createUser();
    const file = await uploaded(user.token, { content: docxWithParagraphs(['第一段：项目背景', 'Second paragraph & more']), name: 'plan.docx' });
    expect(file.kind).toBe('document');
    expect(await storedText(file.id)).toBe('第一段：项目背景\n\nSecond paragraph & more');
  });

  it('decodes TXT and Markdown as UTF-8, and GB18030 text when UTF-8 does not fit', async () => {
    const user = await h.createUser();
    const txt = await uploaded(user.token, { content: Buffer.from('\ufeff第一行\r\n第二行  \r\n\r\n\r\n\r\n第三行'), name: 'notes.txt' });
    expect(await storedText(txt.id)).toBe('第一行\n第二行\n\n第三行');
    const md = await uploaded(user.token, { content: Buffer.from('# 标题\n\n- 要点一\n- 要点二\n'), name: 'README.markdown' });
    expect(md).toMatchObject({ kind: 'document', mime: 'text/markdown' });
    expect(md.url).toMatch(/\.md\?/);
    expect(await storedText(md.id)).toBe('# 标题\n\n- 要点一\n- 要点二');
    const gb = await uploaded(user.token, { content: gb18030Hello, name: '旧文件.txt' });
    expect(await storedText(gb.id)).toBe('你好，世界');
  });

  it('takes PNG and GIF images (no text) and attaches a file to one of the caller’s conversations', async () => {
    const user = await h.createUser();
    const groupId = await fileGroup(user.token);
    const image = await uploaded(user.token, { content: png(), name: 'chart.png' }, { groupId: String(groupId) });
    expect(image).toMatchObject({ kind: 'image', mime: 'image/png', chars: 0, groupId });
    expect((await uploaded(user.token, { content: tinyGif, name: 'anim.gif' })).kind).toBe('image');
    const other = await h.createUser();
    const refused = await upload(other.token, { content: png(), name: 'x.png' }, { groupId: String(groupId) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('对话不存在');
  });

  it('keeps the first 500,000 characters of a longer text and says it was cut', async () => {
    const user = await h.createUser();
    const file = await uploaded(user.token, { content: Buffer.from('长'.repeat(600_000)), name: 'long.txt' });
    expect(file).toMatchObject({ chars: 500_000, truncated: true });
  });

  it('refuses unsupported types, a mismatched name, nothing, and a visitor', async () => {
    const user = await h.createUser();
    const cases: [Buffer, string, number, string][] = [
      [zipOf({ 'a.txt': 'x' }), 'archive.zip', 415, '仅支持 PDF、Word（.docx）、TXT、Markdown 文档和 PNG、JPG、WEBP、GIF 图片'],
      [Buffer.from('plain text without a known extension'), 'notes.csv', 415, '仅支持 PDF、Word（.docx）、TXT、Markdown 文档和 PNG、JPG、WEBP、GIF 图片'],
      [
        Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
        'setup.txt',
        415,
        '仅支持 PDF、Word（.docx）、TXT、Markdown 文档和 PNG、JPG、WEBP、GIF 图片',
      ],
      [png(), 'report.pdf', 415, '文件扩展名与文件内容不符'],
      [Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF\n'), 'broken.pdf', 400, '无法读取该 PDF 文件，文件可能已损坏'],
      [Buffer.from(' \n\n  '), 'blank.md', 400, '文件中没有可读取的文字'],
    ];
    for (const [content, name, status, message] of cases) {
      const reply = await upload(user.token, { content, name });
      expect([name, reply.statusCode, reply.json().message]).toEqual([name, status, message]);
    }
    expect((await upload(user.token, null, { groupId: '1' })).json().message).toBe('请选择要上传的文件');
    expect((await upload(null, { content: png(), name: 'a.png' })).statusCode).toBe(401);
    const rows = await h.app.database.db.select().from(schema.chatFiles).where(eq(schema.chatFiles.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a document over 20 MB and an image over 10 MB', async () => {
    const user = await h.createUser();
    const hugeText = await upload(user.token, { content: Buffer.alloc(20 * 1024 * 1024 + 1, 0x61), name: 'huge.txt' });
    expect(hugeText.statusCode).toBe(413);
    expect(hugeText.json().message).toBe('文件过大：文档不能超过 20MB，图片不能超过 10MB');
    const bigImage = await upload(user.token, { content: Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]), name: 'big.png' });
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().message).toBe('图片大小不能超过 10MB');
    const bigDocument = await upload(user.token, { content: Buffer.alloc(15 * 1024 * 1024, 0x61), name: 'big.txt' });
    expect(bigDocument.statusCode).toBe(200);
  });

  it('says a PDF without a text layer (a scan) has no text to read', async () => {
    const user = await h.createUser();
    const reply = await upload(user.token, { content: pdfWithoutText(), name: 'scan.pdf' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^无法从该 PDF 中提取文字：它可能是扫描件/);
    expect(await h.app.database.db.select().from(schema.chatFiles).where(eq(schema.chatFiles.userId, user.id))).toEqual([]);
  });

  it('keeps a file invisible to everyone but its owner', async () => {
    const owner = await h.createUser({ score: 10 });
    const other = await h.createUser({ score: 10 });
    const file = await uploaded(owner.token, { content: Buffer.from('机密内容'), name: 'secret.txt' });
    const seen = await h.call('GET', '/chatgpt/file', other.token, undefined, { id: String(file.id) });
    expect([seen.statusCode, seen.json().message]).toEqual([404, '文件不存在']);
    await h.upstream({ reply: '不应出现' });
    const groupId = await fileGroup(other.token);
    const { reply } = await fileChat(other.token, { groupId, fileId: file.id, prompt: '说说内容' });
    expect([reply.statusCode, reply.json().message]).toEqual([404, '文件不存在']);
    expect(await h.completions()).toEqual([]);
    expect(await h.balance(other.id)).toBe(10);
    expect(await h.logs(groupId)).toEqual([]);
  });
});

describe('POST /chatgpt/chat-file-analysis', () => {
  it('sends the document’s text before the question, streams the answer, charges it and logs the file', async () => {
    await h.upstream({ reply: '这份报告讲的是收入增长。' });
    const user = await h.createUser({ score: 10 });
    const groupId = await fileGroup(user.token);
    const file = await uploaded(user.token, { content: pdfWithText(['Revenue grew 40 percent in Q3']), name: 'q3.pdf' });
    const { reply, frames } = await fileChat(user.token, { groupId, fileId: file.id, prompt: '这份文件讲了什么？' });
    expect(reply.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(frames[0]).toMatchObject({ type: 'start', groupId });
    expect(frames.at(-1)).toMatchObject({ type: 'end', text: '这份报告讲的是收入增长。', charged: 1, balance: 9 });
    expect(await h.balance(user.id)).toBe(9);

    const { messages } = await lastBody();
    const question = messages.at(-1)!;
    expect(question.role).toBe('user');
    const content = question.content as string;
    expect(content).toContain('《q3.pdf》');
    expect(content).toContain('Revenue grew 40 percent in Q3');
    expect(content.indexOf('Revenue grew')).toBeLessThan(content.indexOf('这份文件讲了什么？'));
    expect(content).not.toContain('注意：文件内容较长');

    const logs = await h.logs(groupId);
    expect(logs.map((l) => [l.role, l.content, l.fileId])).toEqual([
      ['user', '这份文件讲了什么？', file.id],
      ['assistant', '这份报告讲的是收入增长。', null],
    ]);
    const rows = (await h.call('GET', '/chatlog/chatList', user.token, undefined, { groupId: String(groupId) })).json().data;
    expect(rows[0]).toMatchObject({ fileId: file.id, fileName: 'q3.pdf', fileKind: 'document', content: '这份文件讲了什么？' });
    // Signed again for this reply (the signature's window may have turned since the upload).
    expect(rows[0].fileUrl.split('?')[0]).toBe(file.url.split('?')[0]);
    expect(rows[0].fileUrl).toMatch(/\?exp=\d+&sig=/);
    expect(rows[1]).toMatchObject({ fileId: null, fileName: null });
    const groups = (await h.call('GET', '/group/query', user.token, undefined, { modelType: 'file' })).json().data;
    expect(groups.map((g: { id: number; title: string }) => [g.id, g.title])).toEqual([[groupId, 'q3.pdf']]);
    expect((await h.call('GET', '/chatgpt/file', user.token, undefined, { id: String(file.id) })).json().data.groupId).toBe(groupId);

    // A follow-up without fileId is about the conversation's file, with the earlier exchange as history.
    await h.upstream({ reply: '增长了 40%。' });
    const followUp = await fileChat(user.token, { groupId, prompt: '增长了多少？' });
    expect(followUp.frames.at(-1)).toMatchObject({ type: 'end', text: '增长了 40%。' });
    const next = (await lastBody()).messages;
    expect(next.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(next[0]!.content).toBe('这份文件讲了什么？');
    expect(next.at(-1)!.content).toContain('Revenue grew 40 percent in Q3');
    expect((await h.logs(groupId)).at(-2)!.fileId).toBe(file.id);

    // Regenerate answers the same question about the same file again.
    await h.upstream({ reply: '第三季度增长 40%。' });
    const again = await fileChat(user.token, { groupId, regenerate: true });
    expect(again.frames.at(-1)).toMatchObject({ type: 'end', text: '第三季度增长 40%。', balance: 7 });
    expect(((await lastBody()).messages.at(-1)!.content as string).endsWith('增长了多少？')).toBe(true);
  });

  it('cuts a document to the model’s token budget and says so in the request', async () => {
    await h.upstream({ reply: '好的' });
    const user = await h.createUser({ score: 10 });
    const groupId = await fileGroup(user.token);
    const text = Array.from({ length: 4000 }, (_, i) => `Line ${i} of the very long handbook.`).join('\n');
    const file = await uploaded(user.token, { content: Buffer.from(text), name: 'handbook.md' });
    await fileChat(user.token, { groupId, fileId: file.id, prompt: '总结一下' });
    const content = (await lastBody()).messages.at(-1)!.content as string;
    expect(content).toContain('Line 0 of the very long handbook.');
    expect(content).not.toContain('Line 3999 of');
    expect(content).toMatch(/注意：文件内容较长，以上只包含前 \d+ 个字符，全文共 \d+ 个字符/);
    // 灵犀 Lite: 8096 tokens, 4000 of them for the answer; ~4 Latin characters a token.
    expect(content.length).toBeLessThanOrEqual(4096 * 4);
    expect(content.length).toBeGreaterThan(3000 * 4);
    expect(content.endsWith('总结一下')).toBe(true);
  });

  it('sends an image as content parts with a data URL to a model that reads images', async () => {
    await h.upstream({ reply: '图中是一个灰色方块。' });
    const user = await h.createUser({ score: 10 });
    const groupId = await fileGroup(user.token, 'gpt-4o');
    const content = png(8, 8);
    const file = await uploaded(user.token, { content, name: 'square.png' });
    const { frames } = await fileChat(user.token, { groupId, fileId: file.id, prompt: '图里有什么？' });
    expect(frames.at(-1)).toMatchObject({ type: 'end', text: '图中是一个灰色方块。', charged: 5, balance: 5 });
    const question = (await lastBody()).messages.at(-1)!;
    expect(question).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: '图里有什么？' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${content.toString('base64')}` } },
      ],
    });
    expect((await h.logs(groupId))[0]).toMatchObject({ content: '图里有什么？', fileId: file.id });
  });

  it('refuses an image for a model without canUpload before any charge or upstream call', async () => {
    await h.upstream({ reply: '不应出现' });
    const user = await h.createUser({ score: 10 });
    const groupId = await fileGroup(user.token);
    const file = await uploaded(user.token, { content: png(), name: 'photo.png' });
    const { reply } = await fileChat(user.token, { groupId, fileId: file.id, prompt: '看看这张图' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('当前模型不支持图片，请切换支持识图的模型');
    expect(await h.completions()).toEqual([]);
    expect(await h.balance(user.id)).toBe(10);
    expect(await h.logs(groupId)).toEqual([]);
    const ledger = await h.app.database.db
      .select()
      .from(schema.pointsLedger)
      .where(and(eq(schema.pointsLedger.userId, user.id), eq(schema.pointsLedger.reason, 'chat')));
    expect(ledger).toEqual([]);
  });

  it('asks for a file first in a conversation without one, and refuses an unknown group, an empty prompt and a visitor', async () => {
    const user = await h.createUser({ score: 10 });
    const groupId = await fileGroup(user.token);
    const none = await fileChat(user.token, { groupId, prompt: '你好' });
    expect([none.reply.statusCode, none.reply.json().message]).toEqual([400, '请先上传要对话的文件']);
    const file = await uploaded(user.token, { content: Buffer.from('内容'), name: 'a.txt' });
    expect((await fileChat(user.token, { groupId: 999_999, fileId: file.id, prompt: '你好' })).reply.statusCode).toBe(404);
    expect((await fileChat(user.token, { groupId, fileId: file.id, prompt: '  ' })).reply.statusCode).toBe(400);
    expect((await fileChat('', { groupId, fileId: file.id, prompt: '你好' })).reply.statusCode).toBe(401);
    expect(await h.balance(user.id)).toBe(10);
  });
});

describe('deleting conversations', () => {
  const stored = async (url: string) => (await h.app.inject({ method: 'GET', url })).statusCode;
  const fileRow = async (id: number) => (await h.app.database.db.select().from(schema.chatFiles).where(eq(schema.chatFiles.id, id))).length;

  it('removes the conversation’s files and their stored bytes; another user’s conversation keeps its own', async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const groupId = await fileGroup(owner.token);
    const file = await uploaded(owner.token, { content: Buffer.from('季度报告'), name: 'q.txt' }, { groupId: String(groupId) });
    const kept = await uploaded(other.token, { content: Buffer.from('别人的文件'), name: 'k.txt' }, { groupId: String(await fileGroup(other.token)) });
    expect(await stored(file.url)).toBe(200);

    expect((await h.call('POST', '/group/del', other.token, { groupId })).statusCode).toBe(404);
    expect(await stored(file.url)).toBe(200);
    expect((await h.call('POST', '/group/del', owner.token, { groupId })).statusCode).toBe(200);
    expect(await fileRow(file.id)).toBe(0);
    expect(await stored(file.url)).toBe(404);
    expect(await stored(kept.url)).toBe(200);
  });

  it('清空全部对话 removes the files of every conversation of that kind', async () => {
    const owner = await h.createUser();
    const files = [];
    for (const name of ['a.txt', 'b.txt'])
      files.push(await uploaded(owner.token, { content: Buffer.from(`内容 ${name}`), name }, { groupId: String(await fileGroup(owner.token)) }));
    expect((await h.call('POST', '/group/delAll', owner.token, { modelType: 'file' })).statusCode).toBe(200);
    for (const file of files) {
      expect(await fileRow(file.id)).toBe(0);
      expect(await stored(file.url)).toBe(404);
    }
  });
});
