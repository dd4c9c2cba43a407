import { describe, expect, it } from 'vitest';
import { deleteFilePathsArg, terminationDocumentPathsArg } from './file-arguments.ts';
import { refusal } from './refusal.test-support.ts';

const pdf = `f/202611/${'a'.repeat(32)}.pdf`;
const jpg = `f/202611/${'b'.repeat(32)}.jpg`;
const zip = `f/202611/${'c'.repeat(32)}.zip`;

describe('deleteFilePathsArg', () => {
  it('accepts 1-50 stored paths and drops duplicates', () => {
    expect(deleteFilePathsArg([pdf, jpg, pdf, zip])).toEqual([pdf, jpg, zip]);
    expect(deleteFilePathsArg(Array.from({ length: 50 }, () => pdf))).toEqual([pdf]);
  });

  it('refuses an empty list, more than 50 paths and anything that is not a stored path', () => {
    expect(refusal(() => deleteFilePathsArg([])).message).toBe('请选择要删除的文件');
    expect(refusal(() => deleteFilePathsArg(Array.from({ length: 51 }, () => pdf))).message).toBe('一次最多50个文件');
    for (const bad of [
      '../etc/passwd',
      `/files/${pdf}`,
      `f/202611/${'A'.repeat(32)}.pdf`,
      `f/20261/${'a'.repeat(32)}.pdf`,
      `f/202611/${'a'.repeat(32)}.exe`,
      `f/202611/${'a'.repeat(32)}.pdf\n`,
      `loading-1`,
    ]) {
      const error = refusal(() => deleteFilePathsArg([jpg, bad]));
      expect(error.message).toBe('文件路径不正确');
      expect(error.argument).toBe('paths');
    }
  });
});

describe('terminationDocumentPathsArg', () => {
  it('accepts 1-5 images or PDFs', () => {
    expect(terminationDocumentPathsArg([pdf, jpg])).toEqual([pdf, jpg]);
  });

  it('asks for the sealed document when none is given, and refuses other types or more than 5', () => {
    const missing = refusal(() => terminationDocumentPathsArg([]));
    expect(missing.message).toBe('请上传加盖公章的终止授权书');
    expect(missing.argument).toBe('documentPaths');
    expect(refusal(() => terminationDocumentPathsArg([zip])).message).toBe('终止授权书只能是图片或PDF文件');
    const six = Array.from({ length: 6 }, (_, i) => `f/202611/${String(i).repeat(32)}.pdf`);
    expect(refusal(() => terminationDocumentPathsArg(six)).message).toBe('一次最多5个文件');
  });
});
