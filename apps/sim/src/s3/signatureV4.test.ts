import { describe, expect, it } from 'vitest';
import { parseAuthorization } from './authorizationHeader.js';
import { amzDateOf, canonicalQueryString, canonicalRequest, canonicalUri, sha256Hex, signatureV4, stringToSign, uriEncode } from './signatureV4.js';

// The worked examples of "Signature Calculations for the Authorization Header: Transferring Payload in a Single
// Chunk" in the Amazon S3 API reference (bucket examplebucket, region us-east-1, 2013-05-24).
const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const amzDate = '20130524T000000Z';
const scope = { day: '20130524', region: 'us-east-1', service: 's3' };
const host = 'examplebucket.s3.amazonaws.com';
const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4 (published S3 examples)', () => {
  it('signs "Example: GET Object" (first 10 bytes of test.txt)', () => {
    const input = {
      method: 'GET',
      rawPath: '/test.txt',
      rawQuery: '',
      headers: { host, range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash, 'x-amz-date': amzDate },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: emptyHash,
    };
    const canonical = canonicalRequest(input);
    expect(canonical).toBe(
      'GET\n/test.txt\n\nhost:examplebucket.s3.amazonaws.com\nrange:bytes=0-9\n' +
        `x-amz-content-sha256:${emptyHash}\nx-amz-date:20130524T000000Z\n\n` +
        `host;range;x-amz-content-sha256;x-amz-date\n${emptyHash}`,
    );
    expect(stringToSign(amzDate, scope, canonical)).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signatureV4(secret, amzDate, scope, input)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('signs "Example: PUT Object" (a $ in the key, a Date header, a body)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const input = {
      method: 'PUT',
      rawPath: '/test$file.text',
      rawQuery: '',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        host,
        'x-amz-content-sha256': payloadHash,
        'x-amz-date': amzDate,
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      signedHeaders: ['date', 'host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-storage-class'],
      payloadHash,
    };
    expect(canonicalRequest(input).split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signatureV4(secret, amzDate, scope, input)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs "Example: GET Bucket (List Objects)" (a query string)', () => {
    const input = {
      method: 'GET',
      rawPath: '/',
      rawQuery: 'max-keys=2&prefix=J',
      headers: { host, 'x-amz-content-sha256': emptyHash, 'x-amz-date': amzDate },
      signedHeaders: ['host', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: emptyHash,
    };
    expect(signatureV4(secret, amzDate, scope, input)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('canonical parts', () => {
  it('writes x-amz-date as yyyymmddThhmmssZ', () => {
    expect(amzDateOf(new Date('2013-05-24T00:00:00.999Z'))).toBe(amzDate);
  });

  it('encodes per RFC 3986 with upper-case hex', () => {
    expect(uriEncode("a b+c/~-._!'()*图")).toBe('a%20b%2Bc%2F~-._%21%27%28%29%2A%E5%9B%BE');
  });

  it('decodes the path once and re-encodes each segment, slashes kept', () => {
    expect(canonicalUri('/s3/lingxi/images/202611/a%20b.png')).toBe('/s3/lingxi/images/202611/a%20b.png');
    expect(canonicalUri('/s3/lingxi/a b/(1).png')).toBe('/s3/lingxi/a%20b/%281%29.png');
    expect(canonicalUri('/s3/lingxi/%E5%9B%BE%2A')).toBe('/s3/lingxi/%E5%9B%BE%2A');
    expect(canonicalUri('/s3/lingxi/a//./b')).toBe('/s3/lingxi/a//./b');
    expect(canonicalUri('/s3/lingxi/a%2Fb/c')).toBe('/s3/lingxi/a/b/c');
    expect(canonicalUri('')).toBe('/');
  });

  it('sorts the query by encoded name, then value, reading + as a space', () => {
    expect(canonicalQueryString('x-id=PutObject&b=2&a=z&a=y&uploads&c=a%20b')).toBe('a=y&a=z&b=2&c=a%20b&uploads=&x-id=PutObject');
    expect(canonicalQueryString('')).toBe('');
    expect(canonicalQueryString('response-content-disposition=attachment%3B+filename%3D%22a+b%2B.png%22')).toBe(
      'response-content-disposition=attachment%3B%20filename%3D%22a%20b%2B.png%22',
    );
  });

  it('trims header values and collapses inner whitespace', () => {
    const line = canonicalRequest({
      method: 'GET',
      rawPath: '/',
      rawQuery: '',
      headers: { 'x-amz-meta-a': '  a   b\t c ', 'x-amz-meta-b': [' 1 ', '2'] },
      signedHeaders: ['x-amz-meta-a', 'x-amz-meta-b'],
      payloadHash: emptyHash,
    });
    expect(line.split('\n').slice(3, 5)).toEqual(['x-amz-meta-a:a b c', 'x-amz-meta-b:1,2']);
  });
});

describe('parseAuthorization', () => {
  const header =
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-date, Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024';

  it('reads the credential scope, signed headers and signature', () => {
    expect(parseAuthorization(header)).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      scope: { day: '20130524', region: 'us-east-1', service: 's3' },
      signedHeaders: ['host', 'range', 'x-amz-date'],
      signature: 'fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024',
    });
    expect(parseAuthorization(header.replaceAll(', ', ','))).toEqual(parseAuthorization(header));
  });

  it.each([
    undefined,
    '',
    'Bearer abc',
    'AWS AKIAIOSFODNN7EXAMPLE:frJIUN8DYpKDtOLCwo//yllqDzg=',
    header.replace('/aws4_request', '/aws4'),
    header.replace('20130524/', '2013-05-24/'),
    header.replace('Signature=fe5f', 'Signature=zz5f'),
    header.replace(', SignedHeaders=host;range;x-amz-date', ''),
    `${header}, Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024`,
  ])('refuses %j', (value) => {
    expect(parseAuthorization(value)).toBeNull();
  });
});
