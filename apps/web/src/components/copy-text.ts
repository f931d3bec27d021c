/** What copying needs from the browser; the page passes the real ones, tests their own. */
export interface CopyPorts {
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  document?: Document | undefined;
}

function browserPorts(): CopyPorts {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

/**
 * Puts `text` on the clipboard: the async Clipboard API where the page may use it, otherwise
 * (an http page, an older in-app browser, a refused permission) a selected off-screen textarea
 * and the `copy` command. Resolves false when neither worked, so the page can say so and leave
 * the text selectable.
 */
export async function copyText(text: string, ports: CopyPorts = browserPorts()): Promise<boolean> {
  if (ports.clipboard) {
    try {
      await ports.clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the older way.
    }
  }
  const doc = ports.document;
  if (!doc) return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.append(area);
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    // execCommand is deprecated but is the only way left where the Clipboard API is missing.
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
