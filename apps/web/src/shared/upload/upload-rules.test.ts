import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  fileRefusal,
  keepSmaller,
  needsCompression,
  openingOf,
  scaledSize,
  UPLOAD_MAX_BYTES,
} from './upload-rules';

const MB = 1024 * 1024;

describe('acceptAttribute', () => {
  it('lists the types of spec §5, or images and PDF for a sealed document', () => {
    expect(acceptAttribute('all', 'Mozilla/5.0 (Windows NT 10.0)')).toBe(
      '.jpg,.jpeg,.png,.gif,.doc,.docx,.pdf,.xls,.xlsx,.rar,.zip',
    );
    expect(acceptAttribute('images-and-pdf', 'Mozilla/5.0 (Macintosh)')).toBe('.jpg,.jpeg,.png,.gif,.pdf');
  });

  it('sets no filter on Android', () => {
    expect(acceptAttribute('all', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBeUndefined();
  });
});

describe('needsCompression', () => {
  it('recompresses JPEG and PNG pictures over 1 MB only', () => {
    expect(needsCompression({ type: 'image/jpeg', size: MB + 1 })).toBe(true);
    expect(needsCompression({ type: 'image/png', size: 5 * MB })).toBe(true);
    expect(needsCompression({ type: 'image/jpeg', size: MB })).toBe(false);
    expect(needsCompression({ type: 'image/gif', size: 5 * MB })).toBe(false);
    expect(needsCompression({ type: 'application/pdf', size: 5 * MB })).toBe(false);
  });
});

describe('scaledSize', () => {
  it('brings the longest side down to 1200 px keeping the proportions', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 900, height: 1200 });
    expect(scaledSize(2400, 10)).toEqual({ width: 1200, height: 5 });
  });

  it('never enlarges a small picture', () => {
    expect(scaledSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(scaledSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});

describe('keepSmaller', () => {
  it('keeps the original when recompression did not make it smaller', () => {
    const original = { size: 2 * MB, name: 'a' };
    expect(keepSmaller(original, { size: MB, name: 'b' }).name).toBe('b');
    expect(keepSmaller(original, { size: 3 * MB, name: 'b' }).name).toBe('a');
  });
});

describe('fileRefusal', () => {
  it('refuses other types, empty files and files over 20 MB before sending', () => {
    expect(fileRefusal({ name: 'a.exe', size: 10 }, 'all')).toBe('不支持该文件类型');
    expect(fileRefusal({ name: 'a.zip', size: 10 }, 'images-and-pdf')).toBe('只能上传图片或PDF文件');
    expect(fileRefusal({ name: 'a.PDF', size: 0 }, 'all')).toBe('文件内容为空');
    expect(fileRefusal({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 }, 'all')).toBe('文件大小不能超过20MB');
    expect(fileRefusal({ name: '照片.JPEG', size: 10 }, 'images-and-pdf')).toBeNull();
  });
});

describe('openingOf', () => {
  it('opens images and PDFs in their viewers and downloads the rest', () => {
    expect(openingOf(`f/202611/${'a'.repeat(32)}.png`)).toBe('image');
    expect(openingOf(`f/202611/${'a'.repeat(32)}.pdf`)).toBe('pdf');
    expect(openingOf(`f/202611/${'a'.repeat(32)}.xlsx`)).toBe('download');
  });
});
