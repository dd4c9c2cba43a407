/** Spec §8 copy texts ("copied successfully" / "this browser does not support automatic copy"; docs/decisions/0023-short-links-tracking-chunk-timeout-and-clipboard.md). */
export const COPY_MESSAGES = {
  copied: '复制成功',
  unsupported: '该浏览器不支持自动复制',
} as const;

/** What copying needs from the browser (given explicitly so tests can stand in for it). */
export interface ClipboardEnvironment {
  /** navigator.clipboard where the browser offers it (secure contexts only). */
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  /** The old way, for browsers without the Clipboard API: a selected text area and execCommand('copy'). */
  document?: Document | undefined;
}

function browserEnvironment(): ClipboardEnvironment {
  return {
    clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : undefined,
    document: typeof document !== 'undefined' ? document : undefined,
  };
}

/** Copies text to the clipboard; answers whether it worked (never throws). */
export async function copyText(
  text: string,
  environment: ClipboardEnvironment = browserEnvironment(),
): Promise<boolean> {
  if (environment.clipboard) {
    try {
      await environment.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, no focus): the old way may still work.
    }
  }
  return copyWithSelection(text, environment.document);
}

function copyWithSelection(text: string, doc: Document | undefined): boolean {
  if (!doc?.body || typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies and says how it went with the spec's texts (3 s toasts): `notify` is the toaster's pair. */
export async function copyWithMessage(
  text: string,
  notify: { success(message: string): void; failure(message: string): void },
  environment?: ClipboardEnvironment,
): Promise<boolean> {
  const copied = await copyText(text, environment);
  if (copied) notify.success(COPY_MESSAGES.copied);
  else notify.failure(COPY_MESSAGES.unsupported);
  return copied;
}
