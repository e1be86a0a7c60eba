export interface ScanEvent {
  toUserName: string;
  fromUserName: string;
  createTime: number;
  event: 'subscribe' | 'SCAN';
  eventKey: string;
  ticket: string;
}

// "]]>" cannot appear inside a CDATA section, so it is split across two sections.
function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export function scanEventXml(event: ScanEvent): string {
  return (
    `<xml><ToUserName>${cdata(event.toUserName)}</ToUserName><FromUserName>${cdata(event.fromUserName)}</FromUserName>` +
    `<CreateTime>${event.createTime}</CreateTime><MsgType>${cdata('event')}</MsgType><Event>${cdata(event.event)}</Event>` +
    `<EventKey>${cdata(event.eventKey)}</EventKey><Ticket>${cdata(event.ticket)}</Ticket></xml>`
  );
}
