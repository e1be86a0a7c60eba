import { describe, expect, it } from 'vitest';
import { canonicalizedQuery, percentEncode, rpcSignature, stringToSign } from './rpcSignature.js';

// "Signature mechanism" of Aliyun's RPC APIs (help.aliyun.com, document 28839 and its copies per product): the worked
// example for ECS DescribeRegions, AccessKey testid / testsecret. The parameter is spelled TimeStamp in that example.
const ecsExample: Array<[string, string]> = [
  ['TimeStamp', '2016-02-23T12:46:24Z'],
  ['Format', 'XML'],
  ['AccessKeyId', 'testid'],
  ['Action', 'DescribeRegions'],
  ['SignatureMethod', 'HMAC-SHA1'],
  ['SignatureNonce', '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf'],
  ['Version', '2014-05-26'],
  ['SignatureVersion', '1.0'],
];

// The SendSms example of the SMS "HTTP protocol and signature" document (dysmsapi 2017-05-25), AccessKey testId / testSecret.
const smsExample: Array<[string, string]> = [
  ['AccessKeyId', 'testId'],
  ['Action', 'SendSms'],
  ['Format', 'XML'],
  ['OutId', '123'],
  ['PhoneNumbers', '15300000001'],
  ['RegionId', 'cn-hangzhou'],
  ['SignName', '阿里云短信测试专用'],
  ['SignatureMethod', 'HMAC-SHA1'],
  ['SignatureNonce', '45e25e9b-0a6f-4070-8c85-2956eda1b466'],
  ['SignatureVersion', '1.0'],
  ['TemplateCode', 'SMS_71390007'],
  ['TemplateParam', '{"customer":"test"}'],
  ['Timestamp', '2017-07-12T02:42:19Z'],
  ['Version', '2017-05-25'],
];

describe('Aliyun RPC signature version 1.0 (published examples)', () => {
  it('signs the ECS DescribeRegions example', () => {
    const toSign = stringToSign('GET', ecsExample);
    expect(toSign).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('testsecret', toSign)).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });

  it('signs the SMS SendSms example, whatever order the parameters come in', () => {
    const sortedQuery =
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
      '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1' +
      '&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007' +
      '&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25';
    const shuffled = [...smsExample].reverse();
    expect(canonicalizedQuery(shuffled)).toBe(sortedQuery);
    expect(stringToSign('GET', shuffled)).toBe(
      'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001' +
        '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1' +
        '%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007' +
        '%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z' +
        '%26Version%3D2017-05-25',
    );
    expect(rpcSignature('testSecret', stringToSign('GET', smsExample))).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('leaves Signature out and signs the HTTP method', () => {
    const withSignature: Array<[string, string]> = [...smsExample, ['Signature', 'zJDF+Lrzhj/ThnlvIToysFRq6t4=']];
    expect(stringToSign('GET', withSignature)).toBe(stringToSign('GET', smsExample));
    expect(stringToSign('POST', smsExample)).toBe(`POST${stringToSign('GET', smsExample).slice(3)}`);
  });
});

describe('percentEncode', () => {
  it.each([
    ['a b', 'a%20b'],
    ['*', '%2A'],
    ['~-_.', '~-_.'],
    ["!'()", '%21%27%28%29'],
    ['+/=&:', '%2B%2F%3D%26%3A'],
    ['短信', '%E7%9F%AD%E4%BF%A1'],
    ['AZaz09', 'AZaz09'],
  ])('encodes %j as %s (RFC 3986 unreserved characters only stay)', (value, encoded) => {
    expect(percentEncode(value)).toBe(encoded);
  });
});
