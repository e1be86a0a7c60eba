import { describe, expect, it } from 'vitest';
import { scanEventXml } from './eventXml.js';

describe('scanEventXml', () => {
  it('writes the event push body with CDATA text fields', () => {
    const xml = scanEventXml({
      toUserName: 'gh_1',
      fromUserName: 'oUser',
      createTime: 1700000000,
      event: 'subscribe',
      eventKey: 'qrscene_abc',
      ticket: 'gQ+/=',
    });
    expect(xml).toBe(
      '<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[oUser]]></FromUserName><CreateTime>1700000000</CreateTime>' +
        '<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_abc]]></EventKey>' +
        '<Ticket><![CDATA[gQ+/=]]></Ticket></xml>',
    );
  });

  it('splits a CDATA terminator inside a value', () => {
    const xml = scanEventXml({ toUserName: 'gh_1', fromUserName: 'o', createTime: 1, event: 'SCAN', eventKey: 'a]]>b', ticket: 't' });
    expect(xml).toContain('<EventKey><![CDATA[a]]]]><![CDATA[>b]]></EventKey>');
  });
});
