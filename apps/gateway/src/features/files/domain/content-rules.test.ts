import { describe, expect, it } from 'vitest';
import { archiveWithinLimits } from './archive-limits.ts';
import { ContentFindings, endsWhereFormatEnds, looksLikeMarkupOrScript } from './content-rules.ts';
import { extensionOf, kindOfExtension } from './file-kinds.ts';
import { sanitiseOriginalName } from './file-path.ts';

describe('content rules', () => {
  it('takes markup and scripts for active content, with or without a byte-order mark and white space', () => {
    for (const text of ['<html>', '  \n<svg>', '\ufeff<?xml version="1.0"?>', '#!/bin/sh']) {
      expect(looksLikeMarkupOrScript(Buffer.from(text, 'utf8')), text).toBe(true);
    }
    expect(looksLikeMarkupOrScript(Buffer.from('\ufeff<html>', 'utf16le'))).toBe(true);
    expect(looksLikeMarkupOrScript(Buffer.from('%PDF-1.4'))).toBe(false);
    expect(looksLikeMarkupOrScript(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('wants an image or PDF to end where its format ends', () => {
    expect(endsWhereFormatEnds('jpg', Buffer.from([0x00, 0xff, 0xd9]))).toBe(true);
    expect(endsWhereFormatEnds('jpg', Buffer.from([0xff, 0xd9, 0x50, 0x4b]))).toBe(false);
    expect(endsWhereFormatEnds('gif', Buffer.from([0x00, 0x3b]))).toBe(true);
    expect(endsWhereFormatEnds('pdf', Buffer.from('trailer\n%%EOF\r\n'))).toBe(true);
    expect(endsWhereFormatEnds('pdf', Buffer.from('%%EOF\nPK\u0003\u0004'))).toBe(false);
    expect(endsWhereFormatEnds('zip', Buffer.from('anything'))).toBe(true);
  });

  it('finds archives inside, and refused PDF names (also #-escaped)', () => {
    const findings = new ContentFindings(true);
    findings.inspect(Buffer.from('PK\u0003\u0004 ... PK\u0005\u0006 /Type /Catalog /Java#53cript', 'latin1'));
    expect(findings.archiveInside).toBe(true);
    expect(findings.pdfRefusedName).toBe('JavaScript');
    const clean = new ContentFindings(true);
    clean.inspect(Buffer.from('PK\u0003\u0004 only a local header /Type /Page /JSX', 'latin1'));
    expect(clean.archiveInside).toBe(false);
    expect(clean.pdfRefusedName).toBeNull();
  });

  it('refuses archives beyond 200 MB declared, 10,000 entries or a 200:1 ratio', () => {
    const fine = { entries: 3, totalUncompressed: 1000, totalCompressed: 400, worstEntryRatio: 0 };
    expect(archiveWithinLimits(fine, 600)).toBe(true);
    expect(archiveWithinLimits({ ...fine, entries: 10_001 }, 600_000)).toBe(false);
    expect(archiveWithinLimits({ ...fine, totalUncompressed: 201 * 1024 * 1024 }, 20 * 1024 * 1024)).toBe(false);
    expect(archiveWithinLimits({ ...fine, totalUncompressed: 201_000 }, 1000)).toBe(false);
    expect(archiveWithinLimits({ ...fine, worstEntryRatio: 250 }, 600)).toBe(false);
  });
});

describe('names', () => {
  it('reads the extension (jpeg is jpg) and accepts only the listed kinds', () => {
    expect(kindOfExtension(extensionOf('照片.JPEG'))).toBe('jpg');
    expect(kindOfExtension(extensionOf('a.tar.gz'))).toBeUndefined();
    expect(kindOfExtension(extensionOf('noextension'))).toBeUndefined();
    expect(kindOfExtension(extensionOf('.pdf'))).toBeUndefined();
    expect(kindOfExtension('constructor')).toBeUndefined();
  });

  it('keeps a display name of at most 100 characters without paths, quotes or control characters', () => {
    expect(sanitiseOriginalName('C:\\Users\\x\\报告"1".pdf')).toBe('报告1.pdf');
    expect(sanitiseOriginalName('a\u0000b<script>.png')).toBe('abscript.png');
    const long = sanitiseOriginalName(`${'名'.repeat(150)}.xlsx`);
    expect(Array.from(long)).toHaveLength(100);
    expect(long.endsWith('.xlsx')).toBe(true);
  });
});
