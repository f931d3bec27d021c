import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when the page may', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText('https://x.example/r?invite_code=XY8888', { clipboard: { writeText }, document })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/r?invite_code=XY8888');
  });

  it('falls back to a selected textarea and the copy command when the API refuses, and leaves nothing behind', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    let copied = '';
    // jsdom has no execCommand: stand in for the browser's, reading what is selected.
    document.execCommand = vi.fn(() => {
      const area = document.querySelector('textarea');
      copied = area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
      return true;
    });
    expect(await copyText('XY8888', { clipboard: { writeText }, document })).toBe(true);
    expect(copied).toBe('XY8888');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when neither way works', async () => {
    document.execCommand = vi.fn(() => false);
    expect(await copyText('XY8888', { clipboard: undefined, document })).toBe(false);
  });
});
