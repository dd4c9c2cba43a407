import { describe, expect, it } from 'vitest';
import { COPY_MESSAGES, copyText, copyWithMessage } from './copy-text';

/** A document just rich enough for the execCommand fallback. */
function fakeDocument(copyWorks: boolean) {
  const appended: Array<{ value: string; removed: boolean }> = [];
  const doc = {
    body: {
      appendChild: (area: { value: string; removed: boolean }) => {
        appended.push(area);
      },
    },
    createElement: () => {
      const area = {
        value: '',
        removed: false,
        style: {},
        setAttribute: () => {},
        select: () => {},
        remove: () => {
          area.removed = true;
        },
      };
      return area;
    },
    execCommand: (command: string) => command === 'copy' && copyWorks,
  };
  return { doc: doc as unknown as Document, appended };
}

function notifier() {
  const said: string[] = [];
  return {
    said,
    notify: { success: (m: string) => said.push(`ok:${m}`), failure: (m: string) => said.push(`fail:${m}`) },
  };
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyText('400-800-1234', { clipboard })).toBe(true);
    expect(written).toEqual(['400-800-1234']);
  });

  it('falls back to a selected text area when the API refuses, and removes it again', async () => {
    const clipboard = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    const { doc, appended } = fakeDocument(true);
    expect(await copyText('abc', { clipboard, document: doc })).toBe(true);
    expect(appended).toMatchObject([{ value: 'abc', removed: true }]);
  });

  it('answers false when nothing can copy', async () => {
    expect(await copyText('abc', {})).toBe(false);
    expect(await copyText('abc', { document: fakeDocument(false).doc })).toBe(false);
  });
});

describe('copyWithMessage', () => {
  it('says 复制成功 or 该浏览器不支持自动复制', async () => {
    const ok = notifier();
    await copyWithMessage('x', ok.notify, { clipboard: { writeText: async () => {} } });
    expect(ok.said).toEqual([`ok:${COPY_MESSAGES.copied}`]);
    const unsupported = notifier();
    await copyWithMessage('x', unsupported.notify, {});
    expect(unsupported.said).toEqual(['fail:该浏览器不支持自动复制']);
    expect(COPY_MESSAGES.copied).toBe('复制成功');
  });
});
