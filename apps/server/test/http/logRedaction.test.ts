import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRedaction } from '../../src/http/logRedaction.js';

describe('the log redaction', () => {
  it('never writes a secret setting, a password, a token or a grant, however deep the logged object carries it', () => {
    let written = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    // The app's logger is Fastify's pino with these rules (app.ts).
    Fastify({ logger: { redact: logRedaction, stream } }).log.warn(
      {
        req: { headers: { authorization: 'Bearer eyJtoken', 'x-admin-grant': 'grant-123', cookie: 'c=1' } },
        body: { values: { payEpaySecret: 'epay-key-456', openaiApiKey: 'sk-789', siteName: '灵犀' }, password: 'pw-000' },
        err: { mailSmtpPassword: 'smtp-111' },
      },
      'a failed save',
    );
    for (const secret of ['eyJtoken', 'grant-123', 'c=1', 'epay-key-456', 'sk-789', 'pw-000', 'smtp-111']) expect(written).not.toContain(secret);
    expect(written).toContain('灵犀');
    expect(written).toContain('[redacted]');
  });
});
