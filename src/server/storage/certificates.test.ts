import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { memoryStorage } from '../testing/memory-storage';
import { certificateFormatOf, storeCertificate } from './certificates';

// Issue 16: a certificate is what its first bytes say, whatever it is called.

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const photo = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } })
    [format]()
    .toBuffer();

async function refusal(bytes: Buffer) {
  const { storage, files } = memoryStorage();
  const error = await storeCertificate(storage, bytes).catch((err: unknown) => err);
  expect(files.size).toBe(0);
  return error as ApiError;
}

describe('certificates', () => {
  it('are told apart by their first bytes', async () => {
    expect(certificateFormatOf(pdf)).toBe('pdf');
    expect(certificateFormatOf(await photo('png'))).toBe('png');
    expect(certificateFormatOf(await photo('jpeg'))).toBe('jpeg');
    expect(certificateFormatOf(Buffer.from('PDF-1.4 without its percent sign'))).toBeNull();
    expect(certificateFormatOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(certificateFormatOf(Buffer.alloc(0))).toBeNull();
  });

  it('keep a PDF as it is, under a random name in the downloads folder', async () => {
    const { storage, files } = memoryStorage();
    const url = await storeCertificate(storage, pdf);
    expect(url).toMatch(/^\/uploads\/certificates\/[\w-]{16}\.pdf$/);
    expect(files.get(storage.keyOf(url)!)).toEqual({ body: pdf, type: 'application/pdf' });
    expect(await storeCertificate(storage, pdf)).not.toBe(url);
  });

  it('write an image again through the image pipeline', async () => {
    const { storage, files } = memoryStorage();
    const url = await storeCertificate(storage, await photo('jpeg'));
    expect(url).toMatch(/^\/uploads\/certificates\/[\w-]+\.webp$/);
    expect(files.get(storage.keyOf(url)!)?.type).toBe('image/webp');
  });

  it('refuse anything else with 415, and a PNG header over bytes that are not one', async () => {
    for (const bytes of [Buffer.from('hello'), Buffer.from('GIF89a....'), (await photo('png')).subarray(0, 40)]) {
      const error = await refusal(bytes);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 415, message: 'Please select a PNG, JPEG or PDF file.' });
    }
  });

  it('refuse a PDF with scripts, actions or embedded files, or one that cannot be checked, with 415, storing nothing', async () => {
    const withScript = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
    );
    expect(await refusal(withScript)).toMatchObject({
      status: 415,
      code: 'PDF_ACTIVE_CONTENT',
      message: 'This PDF contains scripts, actions or embedded files. Please upload a plain PDF or an image.',
    });
    const encrypted = Buffer.from('%PDF-1.7\ntrailer << /Root 1 0 R /Encrypt 2 0 R >>\n%%EOF\n');
    expect(await refusal(encrypted)).toMatchObject({
      status: 415,
      code: 'PDF_ACTIVE_CONTENT',
      message: 'This PDF could not be checked for scripts or embedded files. Please upload a plain PDF or an image.',
    });
  });

  it('refuse a file over 5 MB with 413', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(big)).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
  });
});
