/** How long a copy button says 已复制 before it reads 复制 again. */
export const copiedFor = 2000;

/**
 * Copies text: the async Clipboard API where the page may use it (HTTPS, focused), otherwise the
 * old hidden-textarea `execCommand('copy')` (plain HTTP deployments, older WebViews). Resolves to
 * whether the text reached the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, not focused): try the fallback.
  }
  return copyWithTextArea(text);
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
