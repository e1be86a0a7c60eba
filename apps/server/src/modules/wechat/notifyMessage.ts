import { XMLParser } from 'fast-xml-parser';

/** The fields of a pushed message or event we read (PROTOCOLS §5.7); absent ones are ''. */
export interface NotifyMessage {
  toUserName: string;
  fromUserName: string;
  createTime: string;
  msgType: string;
  event: string;
  eventKey: string;
  ticket: string;
  /** Set in safe mode (encrypt_type=aes): the message is encrypted and the fields above are empty. */
  encrypt: string;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // Keep every value as text: CreateTime and keys are compared as strings, never coerced.
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: 8,
});

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * Parses the XML body WeChat pushes. Null for anything that is not a flat `<xml>` document
 * (WeChat never sends a DOCTYPE, so one is refused outright rather than expanded).
 */
export function parseNotifyMessage(body: string): NotifyMessage | null {
  if (!body || /<!DOCTYPE|<!ENTITY/i.test(body)) return null;
  let document: unknown;
  try {
    document = parser.parse(body, true);
  } catch {
    return null;
  }
  const root = (document as { xml?: unknown } | null)?.xml;
  if (!root || typeof root !== 'object' || Array.isArray(root)) return null;
  const field = (name: string) => text((root as Record<string, unknown>)[name]);
  return {
    toUserName: field('ToUserName'),
    fromUserName: field('FromUserName'),
    createTime: field('CreateTime'),
    msgType: field('MsgType'),
    event: field('Event'),
    eventKey: field('EventKey'),
    ticket: field('Ticket'),
    encrypt: field('Encrypt'),
  };
}

// "]]>" cannot appear inside a CDATA section, so it is split across two sections.
const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A passive text reply to the user who sent `message` (from the account it was sent to). */
export function passiveTextReply(message: Pick<NotifyMessage, 'toUserName' | 'fromUserName'>, content: string, now: Date): string {
  return (
    `<xml><ToUserName>${cdata(message.fromUserName)}</ToUserName><FromUserName>${cdata(message.toUserName)}</FromUserName>` +
    `<CreateTime>${Math.floor(now.getTime() / 1000)}</CreateTime><MsgType>${cdata('text')}</MsgType><Content>${cdata(content)}</Content></xml>`
  );
}
