import { storedToken } from './adminApi';

/** The message of a refused download's envelope, or '' (the screen then says 操作失败). */
async function refusal(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : '';
  } catch {
    return '';
  }
}

/**
 * A CSV export that needs no confirmation (GET /api/admin/orders/export, /audit/export): fetched with the operator's
 * token (a header, so not a plain link) and saved under the server's file name.
 */
export async function downloadFile(path: string, language: string, fallbackName: string): Promise<null> {
  const token = storedToken.get();
  const response = await fetch(path, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': language } });
  if (!response.ok) throw new Error(await refusal(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
