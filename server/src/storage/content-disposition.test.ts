import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanFileName, contentDisposition } from './content-disposition';

/** The two names a header offers: the ASCII fallback and the decoded `filename*`. */
function parse(header: string) {
  const match = /^(attachment|inline); filename="([^"]*)"; filename\*=UTF-8''(.*)$/.exec(header);
  assert.ok(match, header);
  assert.match(match[2], /^[\x20-\x7e]*$/, 'the fallback is printable ASCII');
  assert.doesNotMatch(match[2], /["\\%]/);
  assert.match(match[3], /^[A-Za-z0-9!#$&+\-.^_`|~%]*$/, 'filename* is RFC 8187 attr-chars and %XX only');
  return { type: match[1], fallback: match[2], name: decodeURIComponent(match[3]) };
}

describe('contentDisposition', () => {
  test('a plain name', () => {
    assert.equal(contentDisposition('report.pdf'), `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    assert.equal(contentDisposition('logo.png', 'inline'), `inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  test('path parts are dropped: ../x.pdf is x.pdf', () => {
    assert.equal(contentDisposition('../x.pdf'), `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
    assert.equal(parse(contentDisposition('..\\..\\windows\\x.pdf')).name, 'x.pdf');
    assert.equal(parse(contentDisposition('/etc/passwd')).name, 'passwd');
    assert.equal(parse(contentDisposition('..')).name, 'download');
    assert.equal(parse(contentDisposition('dir/')).name, 'download');
    assert.equal(parse(contentDisposition('')).name, 'download');
  });

  test('quotes and line breaks cannot end the header or the parameter', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x=1\n".pdf');
    assert.doesNotMatch(header, /[\r\n]/);
    const { fallback, name } = parse(header);
    assert.equal(fallback, 'a_bSet-Cookie: x=1_.pdf');
    assert.equal(name, 'a"bSet-Cookie: x=1".pdf');
    assert.equal(parse(contentDisposition('100% "fun";.txt')).fallback, '100_ _fun_;.txt');
  });

  test('200 Chinese characters: exact in filename*, a short ASCII fallback', () => {
    const long = `${'中文名称'.repeat(50)}.docx`;
    const { fallback, name } = parse(contentDisposition(long));
    assert.equal(name, long);
    assert.equal(fallback, 'download.docx');
    assert.equal(parse(contentDisposition('季度报告 Q3.xlsx')).fallback, '_ Q3.xlsx');
  });

  test('emoji, combining marks and bidi overrides', () => {
    assert.equal(parse(contentDisposition('👍🏽 photo.jpg')).name, '👍🏽 photo.jpg');
    assert.equal(parse(contentDisposition('👍🏽 photo.jpg')).fallback, '_ photo.jpg');
    assert.equal(parse(contentDisposition('🎉.png')).fallback, 'download.png');
    // NFD é becomes NFC é.
    assert.equal(parse(contentDisposition('cafe\u0301.txt')).name, 'café.txt');
    // U+202E would show "invoice_fdp.exe" as "invoice_exe.pdf".
    assert.equal(parse(contentDisposition('invoice_\u202efdp.exe')).name, 'invoice_fdp.exe');
    // A lone surrogate (not encodable as UTF-8) becomes U+FFFD instead of throwing.
    assert.equal(parse(contentDisposition('a\ud800.txt')).name, 'a\ufffd.txt');
  });

  test("RFC 8187: ' ( ) * are percent-encoded in filename*", () => {
    assert.match(contentDisposition("it's (1)*.txt"), /filename\*=UTF-8''it%27s%20%281%29%2A\.txt$/);
  });

  test('cleanFileName keeps an ordinary name as is', () => {
    assert.equal(cleanFileName('  报价单 v2.pdf '), '报价单 v2.pdf');
    assert.equal(cleanFileName('.env'), '.env');
  });
});
