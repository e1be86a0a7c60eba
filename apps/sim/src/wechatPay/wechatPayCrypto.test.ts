import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptResource, parseAuthorization, requestMessage, responseMessage, rsaSign, rsaVerify } from './wechatPayCrypto.js';

/** A throwaway key made with `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048`. */
const PRIVATE_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC8hf6TkWpHPeRg',
  'wsx/gzFPkEM7ypIfJ9P5Xn2wATLEtJPs3WBDzN3jw8iaZUen3izGyA3EnvrYlmh2',
  '2qV0uJT29Yrcvg7zLWLRwIHIl7nkLE3NjnxCPWxEWoBKq0tjPHqxe9yfMge30ZA7',
  'bjRGmi42IFh9r+/E7S14Oh5KPwGbUDW28siNPnwkQgCrEraLARJ/7WVd3apn+bbR',
  'Hdmrkyyo+DLfbMIfXeVYY6cszwOhGGk3zWlWU0exFjelS6w6BlDzlAO0abtpi0Ww',
  'KPIGkQ1n7eDfGW/2+Xq0nQPQ6wBHPH2jqirVNXn4KXyQyhJhdnvW0GOW5kV82gRq',
  'OTf4snlVAgMBAAECggEATd6S/uUrnu2jrYwI6AqKjbCq9MGBhbjvx6sOA2sbS0DD',
  'cS0nnBm89V1jONLovB/7IshzV2nLdzb5Q06g1QuBDFjz2KXwiuWOUdFQSkjRkbvz',
  'DxrxnHK+i6VOJImIhB7xFupwgJkrsvOuvb2RfjAlMlo98vx+7zqAc46eAFDyGvJZ',
  'q6y+es8+fQLA5HwO4R7zeXBpHPgtTXlcplIEL8y3rGLpYdMWLd//v8rCf7swaFHm',
  'V3O5MyvXMbTbq1totJeog0+z5yWcQo7I6Vl+xgZOkmRFY/yyoBW+Fu8dIgreuHVs',
  'JiKvj9YRmvjfeEUHi3b1lIeZzWO8uvmPATxBU/KdqQKBgQD5X2UbvjnUl8FStdWL',
  'iquxserDR1QwN1H9QuE7vYq7NXa4T6PSV/QqntAP1r4WdVZFECm5TXMEOlqCe120',
  'jdwN1BiRrZ6n6TWoCWm0taCS6m4aKcSycRNN3KhVLq3zibHguQcwo7ToEBTWbouK',
  '09Y5n/ZXS1d5p5AeFwVdMakQPwKBgQDBiJy6o5NUMVg+EgRWb3ktNC81Q16nUm3d',
  'ryjdsL5JYY0JkBodfB1vJZbSm5i+/N4qWIgCqUGcLKWaat6qXwywdIk9uLPHos39',
  'NAe8RV9sA7RSNwq5biPGs7SQNY8cLjXamVsIFxU9Gwe+1+09PFkdDaCL6r3kCUfD',
  'O29LteuRawKBgEIueBX50T1DnTIHQgpLni+FqWl0F7rII8FUK5SARD5U/RIDSNX9',
  'M7bP+SYK9t3c/C1OEdS04k5/8h9pAEB32avt2ytmaZHkibHz9ZLZFSmIf/n/lc1J',
  'xzbF1gLtZYsZwxSB5o+ZEtz3z5/tLKmGePdIJcebHjcSKmRh9bF7CYRfAoGBALS+',
  'd1E/b1rT8suVXAO1fAAhmm0uC/pMW1sMOShB5pT1zBhAQoOC5KJnAqKSuma0FnCJ',
  '2gxSMno+oDLE2EtZFaq+S2YfV5d8jtCIhSjpySJBm2ilCxj+qd7q+hksTAlPhvAv',
  'BPtbQ3ScB/HOCzyDXd5qWaQSiWGs4R6OJXUZ43UdAoGBALySGT3fGxLElhTOpRnw',
  'IJZ9R4emJoeGrVbKpU5vzc0Q0OqOYex9Fwa5Bot0tmGfX7PKM9z1j5hMcVY09DRY',
  'SEX3OYUN/LoqStXvIcz35O840ZqCEb3Qv23ElG8IxRT5JnNNs1LJ22qp5LxU8h2e',
  'e2SIU7qH3zk7v6iXzNluribI',
  '-----END PRIVATE KEY-----',
].join('\n');
const PUBLIC_KEY = createPublicKey(createPrivateKey(PRIVATE_KEY)).export({ type: 'spki', format: 'pem' }).toString();

describe('WeChat Pay v3 crypto', () => {
  it('builds the request and response messages', () => {
    expect(requestMessage('GET', '/v3/x?mchid=1', '1', 'N', '')).toBe('GET\n/v3/x?mchid=1\n1\nN\n\n');
    expect(responseMessage('1', 'N', '{}')).toBe('1\nN\n{}\n');
  });

  // `openssl dgst -sha256 -sign key.pem msg.txt | base64` over the same message (PKCS#1 v1.5 is deterministic).
  it('signs like openssl', () => {
    const message = requestMessage('POST', '/v3/pay/transactions/native', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '{"appid":"wxd678efh567hg6787"}');
    const vector =
      'KISzXuW/8cBt3Ja5ptSXc/EvqG7fLzp/KZB2jix6iBO46UvZgfDJpkd6l2usVI+Ly7H2vwrcR+a5JiE+8i9Xg/l7+Qt/KmsATX7aoWl5yQK0IV3crWqi/7EJRVSXRmVqbRyBrL6fi9muhaeNckyjEuPd0OHFdvzWymUaH2UpElFa/ueN2xqe/5wr3Po4cDTG8lmmM3yB8lrUOwiVYWZx8+87HvKSEpe0nG534m8KLin5lHB45Qrjt9eASU/kCD0qfotLseAm4xoWDzKi3s/b9eSfC9+anYSkCcxGVu5Nk+vpNzf1RzO1egUfS7ZqS6/hIwSwqof8xRIqGbuj+1IU9g==';
    expect(rsaSign(PRIVATE_KEY, message)).toBe(vector);
    expect(rsaVerify(PUBLIC_KEY, message, vector)).toBe(true);
    expect(rsaVerify(PUBLIC_KEY, `${message} `, vector)).toBe(false);
    expect(rsaVerify(PUBLIC_KEY, message, 'not base64 !')).toBe(false);
    expect(rsaVerify('not a key', message, vector)).toBe(false);
  });

  // Python `cryptography`: AESGCM(key).encrypt(b'abcdefabcdef', plaintext, b'transaction'), base64.
  it('encrypts resources like AESGCM (ciphertext plus tag)', () => {
    const resource = encryptResource('SimWechatPayApiV3Key000000000000', '{"out_trade_no":"W1","trade_state":"SUCCESS"}', 'transaction', 'abcdefabcdef');
    expect(resource).toEqual({
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: 'wPFpFSy0kf74I8TJo2m2zMWVedcnCq49nexVJKYCAQpjTz3/mLQpD2/3DWzSjoSxCcH+iMg9c15TF6CdZA==',
      associated_data: 'transaction',
      nonce: 'abcdefabcdef',
    });
  });

  it('parses the Authorization header', () => {
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="N",signature="a/b+=",timestamp="1",serial_no="S"')).toEqual({
      mchid: '1230000109',
      nonce_str: 'N',
      signature: 'a/b+=',
      timestamp: '1',
      serial_no: 'S',
    });
    expect(parseAuthorization(undefined)).toBeNull();
    expect(parseAuthorization('Bearer x')).toBeNull();
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid=1230000109')).toBeNull();
  });
});
