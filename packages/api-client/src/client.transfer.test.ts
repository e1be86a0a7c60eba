import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type LocalServer, envelope, sendJson, startLocalServer } from './testing/localServer';

const PNG_BYTES = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff);
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/file/upload': async (request, response) => {
      const headers = { 'content-type': request.headers['content-type'] ?? '' };
      const form = await new Response(new Uint8Array(request.body), { headers }).formData();
      const file = form.get('file') as File;
      sendJson(response, 200, envelope({ dir: form.get('dir'), name: file.name, type: file.type, text: await file.text() }));
    },
    'GET /api/file/down': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG_BYTES);
    },
  });
});
afterAll(() => server.close());

describe('createApiClient: files', () => {
  it('uploads FormData as multipart with the auth headers', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    const form = new FormData();
    form.append('filename', '反馈.png');
    form.append('dir', 'feedback-upload');
    form.append('file', new Blob(['图片内容'], { type: 'image/png' }), '反馈.png');
    const data = await client.upload('/file/upload', form);
    expect(data).toEqual({ dir: 'feedback-upload', name: '反馈.png', type: 'image/png', text: '图片内容' });
    const request = server.received.at(-1);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer tok');
  });

  it('downloads a reply as a Blob with its bytes and type', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const blob = await client.download('/file/down', { url: '/uploads/a b.png' });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_BYTES);
    expect(server.received.at(-1)?.url).toBe('/api/file/down?url=%2Fuploads%2Fa+b.png');
  });
});
