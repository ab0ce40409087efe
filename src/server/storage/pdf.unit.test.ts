import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf, PDF_INFLATED_MAX_BYTES } from './pdf';

// Issue 29: a certificate PDF must be a plain document, read from its bytes.

/** A PDF of these objects (numbered from 1, the first the catalog), with a cross-reference table. */
function pdfOf(...objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A stream object: its dictionary entries, then its data as it is stored. */
function streamOf(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** An object stream holding these objects (numbered from `first`), compressed. */
function objectStreamOf(first: number, objects: string[], extra = ''): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [i, body] of objects.entries()) {
    header.push(`${first + i} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const body = Buffer.from(head + objects.join('\n'), 'latin1');
  return streamOf(
    `/Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode ${extra}`,
    deflateSync(body),
  );
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>';
const content = streamOf(
  '/Filter /FlateDecode',
  deflateSync('BT /F1 24 Tf 72 700 Td (Halal certificate: Saffron Lantern Kitchen) Tj ET'),
);
const plainPdf = () => pdfOf(catalog, pages, page, content);

const refusedFor = (bytes: Buffer) => {
  const found = inspectPdf(bytes);
  return found.plain ? null : found.reason === 'active' ? found.name : `unreadable: ${found.detail}`;
};

describe('a certificate PDF', () => {
  it('is plain with pages, text, a compressed content stream, links and an image', () => {
    expect(inspectPdf(plainPdf())).toEqual({ plain: true });
    const link = '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.org) >> >>';
    // Compressed image data is random bytes: names it happens to spell are not the file's.
    const pixels = Buffer.concat([randomBytes(2000), Buffer.from('/JS /OpenAction /AA '), randomBytes(2000)]);
    const image = streamOf('/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode', pixels);
    expect(inspectPdf(pdfOf(catalog, pages, page, content, link, image))).toEqual({ plain: true });
  });

  it('is plain when it opens at a page, as many writers save the first view', () => {
    const opensAtFirstPage = '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /FitH null] >>';
    expect(inspectPdf(pdfOf(opensAtFirstPage, pages, page, content))).toEqual({ plain: true });
  });

  it('is plain when its objects are in a compressed object stream, as PDF 1.5 writes them', () => {
    const objects = objectStreamOf(2, [pages, page]);
    expect(inspectPdf(pdfOf(catalog, objects, content))).toEqual({ plain: true });
  });

  it('is plain as the browser journey uploads it', () => {
    const journeyPdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect(inspectPdf(journeyPdf)).toEqual({ plain: true });
  });

  it('is refused for each kind of active content', () => {
    const cases: [string, string][] = [
      ['JavaScript', '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 5 0 R >> >>'],
      ['JS', '<< /Type /Catalog /Pages 2 0 R /A << /JS (app.alert(1)) >> >>'],
      ['OpenAction', '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>'],
      ['OpenAction', '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://evil.example) >> >>'],
      ['AA', '<< /Type /Catalog /Pages 2 0 R /AA << /WC 5 0 R >> >>'],
      ['Launch', '<< /Type /Catalog /Pages 2 0 R /Outlines << /A << /S /Launch /F (calc.exe) >> >> >>'],
      ['EmbeddedFiles', '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 5 0 R >> >>'],
      ['RichMedia', '<< /Type /Catalog /Pages 2 0 R /Annots [<< /Subtype /RichMedia >>] >>'],
      ['XFA', '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 5 0 R >> >>'],
      ['SubmitForm', '<< /Type /Catalog /Pages 2 0 R /A << /S /SubmitForm /F (https://evil.example) >> >>'],
      ['ImportData', '<< /Type /Catalog /Pages 2 0 R /A << /S /ImportData /F (data.fdf) >> >>'],
    ];
    for (const [name, root] of cases) expect(refusedFor(pdfOf(root, pages, page, content)), name).toBe(name);
    const attachment = streamOf('/Type /EmbeddedFile /Subtype /application#2Fx-msdownload', Buffer.from('MZ'));
    expect(refusedFor(pdfOf(catalog, pages, page, content, attachment))).toBe('EmbeddedFile');
  });

  it('is refused when a name is written with #xx escapes', () => {
    const escaped = '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 5 0 R >> >>';
    expect(refusedFor(pdfOf(escaped, pages, page, content))).toBe('JavaScript');
    const allHex = '<< /Type /Catalog /Pages 2 0 R /#4F#70#65#6E#41#63#74#69#6F#6E 3 0 R >>';
    expect(refusedFor(pdfOf(allHex, pages, page, content))).toBe('OpenAction');
  });

  it('is refused when active content hides in a compressed object stream', () => {
    const hidden = objectStreamOf(2, [pages, '<< /Type /Page /Parent 2 0 R /AA << /O 6 0 R >> >>']);
    expect(refusedFor(pdfOf(catalog, hidden, content))).toBe('AA');
    // Without saying it is an object stream, behind a PNG predictor that garbles the names it holds.
    const row = Buffer.from('2 0 << /S /JavaScript /JS (app.alert(1)) >>', 'latin1');
    const predicted = Buffer.concat([
      Buffer.from([1, row[0]!]),
      Buffer.from(row.subarray(1).map((b, i) => b - row[i]!)),
    ]);
    const disguised = streamOf(
      `/N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 11 /Columns ${row.length} >>`,
      deflateSync(predicted),
    );
    expect(refusedFor(pdfOf(catalog, pages, page, disguised))).toBe('JavaScript');
  });

  it('is refused when an object hides inside the data of a stream or a string', () => {
    const fakeImage = streamOf(
      '/Subtype /Image /Filter /DCTDecode',
      Buffer.concat([randomBytes(100), Buffer.from('\n9 0 obj << /OpenAction 3 0 R >> endobj\n'), randomBytes(100)]),
    );
    expect(refusedFor(pdfOf(catalog, pages, page, fakeImage))).toBe('OpenAction');
    const inString = '<< /Type /Catalog /Pages 2 0 R /Title (9 0 obj << /Launch 3 0 R >> endobj) >>';
    expect(refusedFor(pdfOf(inString, pages, page, content))).toBe('Launch');
  });

  it('is refused when it cannot be read: encrypted, an object stream it cannot inflate, or too large inflated', () => {
    const encrypted = Buffer.concat([plainPdf(), Buffer.from('trailer << /Root 1 0 R /Encrypt 9 0 R >>\n')]);
    expect(refusedFor(encrypted)).toMatch(/^unreadable/);
    const lzw = streamOf('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', randomBytes(64));
    expect(refusedFor(pdfOf(catalog, pages, page, lzw))).toMatch(/^unreadable/);
    const damaged = streamOf('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', randomBytes(64));
    expect(refusedFor(pdfOf(catalog, pages, page, damaged))).toMatch(/^unreadable/);
    const bomb = streamOf(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(PDF_INFLATED_MAX_BYTES + 1, 0x20)),
    );
    expect(refusedFor(pdfOf(catalog, pages, page, bomb))).toMatch(/^unreadable/);
  });

  it('stays quick on data no PDF writer makes', () => {
    const started = Date.now();
    for (const junk of [
      Buffer.from(`%PDF-1.7\n${'1'.repeat(2_000_000)} `),
      Buffer.from(`%PDF-1.7\n${'['.repeat(100_000)}`),
      Buffer.from(`%PDF-1.7\n1 0 obj << /A ${'['.repeat(10_000)} >>\nstream\n`),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1_000_000)]),
    ])
      inspectPdf(junk);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
