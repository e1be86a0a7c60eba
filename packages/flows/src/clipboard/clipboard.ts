// Copying text, shared by every screen with a copy button (chat, the market, the back office).

/** How long a copy button says 已复制 before it reads 复制 again. */
export const copiedFor = 2000;

/**
 * What became of a copy (SPEC §8): `copied` 复制成功; `refused` 复制失败 (the browser said no); `unsupported`
 * 当前设置不支持自动复制、手动复制吧！ (neither the Clipboard API nor execCommand is there: the user copies by hand).
 */
export type CopyOutcome = 'copied' | 'refused' | 'unsupported';

/**
 * Copies text: the async Clipboard API where the page may use it (HTTPS, focused), otherwise the old hidden-textarea
 * `execCommand('copy')` (plain HTTP deployments, older WebViews).
 */
export async function copyOutcome(text: string): Promise<CopyOutcome> {
  const api = typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.writeText) && window.isSecureContext;
  if (api) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (permissions, not focused): try the fallback.
    }
  }
  const legacy = typeof document !== 'undefined' && typeof document.execCommand === 'function';
  if (!legacy) return api ? 'refused' : 'unsupported';
  return copyWithTextArea(text) ? 'copied' : 'refused';
}

/** Copies text; resolves to whether it reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  return (await copyOutcome(text)) === 'copied';
}

function copyWithTextArea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none' });
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** Selects an element's text, so a user whose browser cannot copy for them can press Ctrl+C (or long-press). */
export function selectForCopying(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
