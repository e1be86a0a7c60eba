import type { MessageRef } from '../session/notify';
import { inviteLink, type InviteRecordRow, type InviteRecordsSnapshot } from './inviteRecords.machine';
import type { InviteRecordsMessageKey } from './messages';

export const inviteTableStatuses = ['loading', 'ready', 'failed'] as const;
export type InviteTableStatus = (typeof inviteTableStatuses)[number];

export interface InviteRecordsView {
  code: string | null;
  /** The invite link, once there is a code. */
  link: string | null;
  isGenerating: boolean;
  isCopying: boolean;
  table: InviteTableStatus;
  rows: InviteRecordRow[];
  count: number;
  page: number;
  size: number;
  loadError: MessageRef<InviteRecordsMessageKey> | null;
}

/** The machine's snapshot as the dialog's props. While a page loads, the previous rows stay. */
export function inviteRecordsView(snapshot: InviteRecordsSnapshot): InviteRecordsView {
  const { code, origin, rows, count, page, size, loadError } = snapshot.context;
  const table: InviteTableStatus = snapshot.matches({ table: 'loading' }) ? 'loading' : snapshot.matches({ table: 'failed' }) ? 'failed' : 'ready';
  return {
    code,
    link: code ? inviteLink(origin, code) : null,
    isGenerating: snapshot.matches({ link: 'generating' }),
    isCopying: snapshot.matches({ link: 'copying' }),
    table,
    rows,
    count,
    page,
    size,
    loadError: table === 'failed' ? loadError : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An invite time as Beijing time (UTC+8, no daylight saving): `YYYY-MM-DD HH:mm:ss`. The server
 * sends UTC; a text that is not a date is shown as it is. A ready `formatDate` for the dialog.
 */
export function formatInviteTime(createdAt: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return createdAt;
  const d = new Date(time + 8 * 3600 * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
