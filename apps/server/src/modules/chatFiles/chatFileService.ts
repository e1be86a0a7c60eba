import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import type { SingleFileUpload } from '../../plugins/external/multipart.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { SignedFileUrls } from '../../domain/files/signedFileUrls.js';
import { chatMessages, type TurnFile } from '../chat/index.js';
import { chatFileDir } from './chatFileLimits.js';
import { classifyChatFile, cleanFileName } from './chatFileRules.js';
import { extractDocumentText } from './extractText.js';
import { chatFileMessages } from './messages.js';

type ChatFileRow = Omit<typeof schema.chatFiles.$inferSelect, 'text'>;
/** Every column but the text (which can be half a megabyte). */
const { text: _text, ...fileColumns } = getTableColumns(schema.chatFiles);

/** A file as uploaded: the multipart fields and the file part's name and bytes. */
type ChatFileUpload = SingleFileUpload;

/**
 * File chat's files (docs/chat.md "File chat"): stored with a document's extracted text, seen by their owner only —
 * another user's file or conversation is 404 everywhere — and turned into the file part of a chat turn.
 */
export class ChatFileService {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly signedUrls: SignedFileUrls,
  ) {}

  /** A file as the API shows its owner: no owner id, no text, the URL signed for showing it. */
  private view({ userId: _user, createdAt, url, ...row }: ChatFileRow) {
    return { ...row, url: this.signedUrls.present(url), createdAt: createdAt.toISOString() };
  }

  private async ownGroup(groupId: number, userId: number) {
    const [group] = await this.db
      .select({ id: schema.chatGroups.id })
      .from(schema.chatGroups)
      .where(and(eq(schema.chatGroups.id, groupId), eq(schema.chatGroups.userId, userId)));
    if (!group) throw new DomainError(chatMessages.unknownGroup, 404);
  }

  private async ownFile(fileId: number, userId: number) {
    const [file] = await this.db
      .select()
      .from(schema.chatFiles)
      .where(and(eq(schema.chatFiles.id, fileId), eq(schema.chatFiles.userId, userId)));
    if (!file) throw new DomainError(chatFileMessages.unknownFile, 404);
    return file;
  }

  /** Checks, stores and records an upload: type by content, a document's text extracted (capped), the conversation the caller's own. */
  async upload(userId: number, { fields, file }: ChatFileUpload) {
    if (!file || file.content.length === 0) throw new DomainError(chatFileMessages.noFile);
    let groupId: number | null = null;
    if (fields.groupId) {
      groupId = /^[1-9]\d{0,9}$/.test(fields.groupId) ? Number(fields.groupId) : 0;
      if (!groupId || groupId > 2_147_483_647) throw new DomainError(chatMessages.unknownGroup, 404);
      await this.ownGroup(groupId, userId);
    }
    const givenName = fields.filename || file.filename || '';
    const type = await classifyChatFile(file.content, givenName);
    const extracted =
      type.kind === 'document' ? await extractDocumentText(type.format as 'pdf' | 'docx' | 'txt' | 'md', file.content) : { text: '', truncated: false };
    const url = await this.store.save(chatFileDir, type.extension, file.content, type.mime, { owner: userId });
    const [row] = await this.db
      .insert(schema.chatFiles)
      .values({
        userId,
        groupId,
        name: cleanFileName(givenName, type.extension),
        url,
        mime: type.mime,
        kind: type.kind,
        size: file.content.length,
        text: extracted.text,
        chars: extracted.text.length,
        truncated: extracted.truncated,
      })
      .returning(fileColumns);
    return this.view(row!);
  }

  /** One of the user's files, without its text. */
  async find(userId: number, fileId: number) {
    const [file] = await this.db
      .select(fileColumns)
      .from(schema.chatFiles)
      .where(and(eq(schema.chatFiles.id, fileId), eq(schema.chatFiles.userId, userId)));
    if (!file) throw new DomainError(chatFileMessages.unknownFile, 404);
    return this.view(file);
  }

  /** A stored image as a data: URL (what vision models take inline; the file's URL may not be reachable from the upstream). */
  private async dataUrlOf(file: { url: string; mime: string }) {
    const key = this.store.keyOfUrl(file.url, undefined);
    const stored = key ? await this.store.open(key) : null;
    if (!stored) throw new DomainError(chatFileMessages.fileGone, 404);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return `data:${file.mime};base64,${Buffer.concat(chunks).toString('base64')}`;
  }

  /**
   * The file a question in the user's conversation is about: the one named, else the one the conversation's last
   * file question was about. `adopt()` then gives a file uploaded outside a conversation to this one.
   */
  async turnFileFor(userId: number, groupId: number, fileId: number | undefined): Promise<{ turnFile: TurnFile; adopt: () => Promise<void> }> {
    await this.ownGroup(groupId, userId);
    if (fileId === undefined) {
      const [asked] = await this.db
        .select({ fileId: schema.chatLogs.fileId })
        .from(schema.chatLogs)
        .where(
          and(eq(schema.chatLogs.groupId, groupId), eq(schema.chatLogs.userId, userId), eq(schema.chatLogs.role, 'user'), isNotNull(schema.chatLogs.fileId)),
        )
        .orderBy(desc(schema.chatLogs.id))
        .limit(1);
      // §7's call names no file: the one last asked about here, else the newest uploaded into this conversation.
      const [uploaded] = asked?.fileId
        ? []
        : await this.db
            .select({ id: schema.chatFiles.id })
            .from(schema.chatFiles)
            .where(and(eq(schema.chatFiles.groupId, groupId), eq(schema.chatFiles.userId, userId)))
            .orderBy(desc(schema.chatFiles.id))
            .limit(1);
      fileId = asked?.fileId ?? uploaded?.id;
      if (!fileId) throw new DomainError(chatFileMessages.noFileInGroup);
    }
    const file = await this.ownFile(fileId, userId);
    const turnFile: TurnFile = {
      id: file.id,
      name: file.name,
      kind: file.kind,
      text: file.text,
      truncated: file.truncated,
      ...(file.kind === 'image' ? { imageDataUrl: () => this.dataUrlOf(file) } : {}),
    };
    const adopt = async () => {
      // A file uploaded outside a conversation belongs to the first one it is asked about in.
      if (file.groupId !== null) return;
      await this.db
        .update(schema.chatFiles)
        .set({ groupId })
        .where(and(eq(schema.chatFiles.id, file.id), isNull(schema.chatFiles.groupId)));
    };
    return { turnFile, adopt };
  }
}
