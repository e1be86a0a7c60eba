import { describe, expect, it } from 'vitest';
import { parseNotifyMessage, passiveTextReply } from '../../../src/modules/wechat/notifyMessage';

const scan =
  '<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[oUser]]></FromUserName><CreateTime>1700000000</CreateTime>' +
  '<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_0123abcd]]></EventKey><Ticket><![CDATA[gQ+/=]]></Ticket></xml>';

describe('parseNotifyMessage', () => {
  it('reads an event push as text fields', () => {
    expect(parseNotifyMessage(scan)).toEqual({
      toUserName: 'gh_1',
      fromUserName: 'oUser',
      createTime: '1700000000',
      msgType: 'event',
      event: 'subscribe',
      eventKey: 'qrscene_0123abcd',
      ticket: 'gQ+/=',
      encrypt: '',
    });
  });

  it('keeps numeric-looking keys as written', () => {
    const message = parseNotifyMessage(
      '<xml><FromUserName>o</FromUserName><CreateTime>0017</CreateTime><MsgType>event</MsgType><Event>SCAN</Event><EventKey>00123</EventKey></xml>',
    );
    expect(message).toMatchObject({ createTime: '0017', eventKey: '00123', event: 'SCAN' });
  });

  it('reads the standard entities and a split CDATA', () => {
    expect(parseNotifyMessage('<xml><EventKey>a&amp;b</EventKey></xml>')?.eventKey).toBe('a&b');
    expect(parseNotifyMessage('<xml><EventKey><![CDATA[a]]]]><![CDATA[>b]]></EventKey></xml>')?.eventKey).toBe('a]]>b');
  });

  it('flags an encrypted (safe-mode) push', () => {
    expect(parseNotifyMessage('<xml><ToUserName><![CDATA[gh_1]]></ToUserName><Encrypt><![CDATA[abc]]></Encrypt></xml>')?.encrypt).toBe('abc');
  });

  it.each([
    ['', 'empty'],
    ['<xml><a></xml>', 'malformed'],
    ['<root><FromUserName>o</FromUserName></root>', 'not <xml>'],
    ['<!DOCTYPE xml [<!ENTITY e "x">]><xml><FromUserName>&e;</FromUserName></xml>', 'a DOCTYPE'],
    ['success', 'plain text'],
  ])('refuses %j (%s)', (body) => {
    expect(parseNotifyMessage(body)).toBeNull();
  });

  it('refuses nesting deeper than a message has', () => {
    expect(parseNotifyMessage(`<xml>${'<a>'.repeat(50)}x${'</a>'.repeat(50)}</xml>`)).toBeNull();
  });
});

describe('passiveTextReply', () => {
  it('answers the sender from the account, with the text in CDATA', () => {
    const reply = passiveTextReply({ toUserName: 'gh_1', fromUserName: 'oUser' }, '登录成功 ]]> <b>', new Date('2026-06-01T04:00:00Z'));
    expect(reply).toBe(
      '<xml><ToUserName><![CDATA[oUser]]></ToUserName><FromUserName><![CDATA[gh_1]]></FromUserName><CreateTime>1780286400</CreateTime>' +
        '<MsgType><![CDATA[text]]></MsgType><Content><![CDATA[登录成功 ]]]]><![CDATA[> <b>]]></Content></xml>',
    );
    expect(parseNotifyMessage(reply)).toMatchObject({ toUserName: 'oUser', fromUserName: 'gh_1', msgType: 'text' });
  });
});
