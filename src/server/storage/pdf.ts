import { constants, inflateSync } from 'node:zlib';

// Issue 29: a certificate PDF is kept as it was sent, so it must be a plain document. Anything that makes
// a PDF reader act on its own (scripts, actions run on opening or on an event, launching programs,
// sending forms, embedded files, rich media, XFA forms) is refused, read from the bytes: the names of
// the file's dictionaries (with #xx escapes decoded), and those of its object streams once inflated.
// A file whose dictionaries cannot all be read (encrypted, an object stream behind a filter other than
// FlateDecode, damaged or too large once inflated) is refused too: what cannot be checked is not kept.

/** The dictionary keys and values that carry active content. */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

/** All object streams of a file, inflated, may hold this much (a small file can inflate to gigabytes). */
export const PDF_INFLATED_MAX_BYTES = 32 * 1024 * 1024;
/** Object streams inside object streams, or objects inside strings: deeper than this is not a plain PDF. */
const MAX_DEPTH = 3;

export type PdfInspection =
  | { plain: true }
  | { plain: false; reason: 'active'; name: string }
  | { plain: false; reason: 'unreadable'; detail: string };

class Unreadable extends Error {}
class Active extends Error {
  constructor(readonly name: string) {
    super(name);
  }
}

/** Whether the PDF in `bytes` is plain, or what it carries that is not, or why it could not be read. */
export function inspectPdf(bytes: Uint8Array): PdfInspection {
  try {
    scan(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 0, { inflated: 0 });
    return { plain: true };
  } catch (err) {
    if (err instanceof Active) return { plain: false, reason: 'active', name: err.name };
    if (err instanceof Unreadable) return { plain: false, reason: 'unreadable', detail: err.message };
    throw err;
  }
}

/* Lexing (ISO 32000-1 §7.2) ------------------------------------------------------------------ */

const isWhite = (b: number) => b === 0x00 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
// ( ) < > [ ] { } / %
const isDelimiter = (b: number) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const isRegular = (b: number) => !isWhite(b) && !isDelimiter(b);
const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;

type Token =
  | { kind: 'name'; value: string; start: number; end: number }
  | { kind: 'word'; value: string; start: number; end: number }
  | { kind: 'dictStart' | 'dictEnd' | 'arrayStart' | 'arrayEnd'; start: number; end: number }
  /** Comments and strings: bytes a reader does not take as structure, unless it is sent into them. */
  | { kind: 'skipped'; start: number; end: number };

/** A name's bytes with its `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(bytes: Buffer, start: number, end: number): string {
  let name = '';
  for (let i = start; i < end; i++) {
    const b = bytes[i]!;
    if (b === 0x23 && i + 2 < end && hexValue(bytes[i + 1]!) >= 0 && hexValue(bytes[i + 2]!) >= 0) {
      name += String.fromCharCode(hexValue(bytes[i + 1]!) * 16 + hexValue(bytes[i + 2]!));
      i += 2;
    } else name += String.fromCharCode(b);
  }
  return name;
}

/** The token at or after `pos`, or null at the end. */
function nextToken(bytes: Buffer, pos: number): Token | null {
  let i = pos;
  while (i < bytes.length && isWhite(bytes[i]!)) i++;
  if (i >= bytes.length) return null;
  const start = i;
  const b = bytes[i]!;
  if (b === 0x25) {
    // % comment, to the end of the line
    while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    return { kind: 'skipped', start, end: i };
  }
  if (b === 0x28) {
    // (literal string), balanced parentheses, backslash escapes
    let depth = 0;
    for (; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c === 0x5c) i++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return { kind: 'skipped', start, end: i + 1 };
    }
    return { kind: 'skipped', start, end: bytes.length };
  }
  if (b === 0x3c) {
    if (bytes[i + 1] === 0x3c) return { kind: 'dictStart', start, end: i + 2 };
    const close = bytes.indexOf(0x3e, i + 1);
    return { kind: 'skipped', start, end: close < 0 ? bytes.length : close + 1 };
  }
  if (b === 0x3e) {
    if (bytes[i + 1] === 0x3e) return { kind: 'dictEnd', start, end: i + 2 };
    return { kind: 'skipped', start, end: i + 1 };
  }
  if (b === 0x5b) return { kind: 'arrayStart', start, end: i + 1 };
  if (b === 0x5d) return { kind: 'arrayEnd', start, end: i + 1 };
  if (b === 0x2f) {
    i++;
    while (i < bytes.length && isRegular(bytes[i]!)) i++;
    return { kind: 'name', value: decodeName(bytes, start + 1, i), start, end: i };
  }
  if (!isRegular(b)) return { kind: 'skipped', start, end: i + 1 };
  while (i < bytes.length && isRegular(bytes[i]!)) i++;
  return { kind: 'word', value: bytes.toString('latin1', start, i), start, end: i };
}

/* Stream dictionaries ------------------------------------------------------------------------ */

class PdfName {
  constructor(readonly value: string) {}
}
type PdfValue = string | number | PdfName | PdfValue[] | PdfDict | null;
type PdfDict = Map<string, PdfValue>;

/** Arrays and dictionaries inside each other deeper than this are not a plain PDF's. */
const MAX_NESTING = 64;

/** Reads the value starting with `token` (a reference `5 0 R` is kept as its text); returns it and the position after it. */
function readValue(bytes: Buffer, token: Token, nesting = 0): { value: PdfValue; end: number } {
  if (token.kind === 'name') return { value: new PdfName(token.value), end: token.end };
  if (token.kind === 'word') {
    const n = Number(token.value);
    return { value: Number.isFinite(n) ? n : token.value, end: token.end };
  }
  if (token.kind !== 'arrayStart' && token.kind !== 'dictStart') return { value: null, end: token.end };
  if (nesting > MAX_NESTING) throw new Unreadable('nested too deeply');
  const items: PdfValue[] = [];
  let pos = token.end;
  for (;;) {
    const next = nextToken(bytes, pos);
    if (!next) return { value: null, end: bytes.length };
    pos = next.end;
    if (next.kind === 'arrayEnd' || next.kind === 'dictEnd') break;
    const read = readValue(bytes, next, nesting + 1);
    items.push(read.value);
    pos = read.end;
  }
  if (token.kind === 'arrayStart') return { value: items, end: pos };
  const dict: PdfDict = new Map();
  for (let k = 0; k < items.length; k++) {
    const key = items[k];
    if (!(key instanceof PdfName)) continue;
    let value = items[k + 1] ?? null;
    if (typeof value === 'number' && items[k + 3] === 'R') {
      value = `${value} ${items[k + 2]} R`;
      k += 2;
    }
    dict.set(key.value, value);
    k++;
  }
  return { value: dict, end: pos };
}

const isName = (value: PdfValue | undefined, name: string) => value instanceof PdfName && value.value === name;

/** An object stream, or a stream a reader could take for one (it needs a count of objects, /N). */
const mayHoldObjects = (dict: PdfDict) => isName(dict.get('Type'), 'ObjStm') || dict.has('N') || dict.has('First');

/* Scanning ----------------------------------------------------------------------------------- */

/**
 * `12 0 obj`: where a reader sent by the cross-reference table (or rebuilding it) starts an object. The
 * lookbehind starts a match only at the first digit of a run, so a long run of digits stays linear.
 */
const OBJECT_HEADER = /(?<![0-9])[0-9]+[\0\t\n\v\f\r ]+[0-9]+[\0\t\n\v\f\r ]+obj/;

/**
 * Every name of the file's structure is checked. Bytes a reader skips (comments, strings, stream data)
 * are checked too when an object could be hidden in them (an object header a reader could be sent to);
 * streams that may hold objects are inflated and scanned in turn.
 */
function scan(bytes: Buffer, depth: number, budget: { inflated: number }) {
  if (depth > MAX_DEPTH) throw new Unreadable('nested too deeply');
  let pos = 0;
  let dictDepth = 0;
  let dictStart = -1;
  let lastDict: { start: number; end: number } | null = null;
  for (;;) {
    const token = nextToken(bytes, pos);
    if (!token) return;
    pos = token.end;
    switch (token.kind) {
      case 'name':
        if (ACTIVE_NAMES.has(token.value) && !opensAtPage(bytes, token)) throw new Active(token.value);
        // Strings and streams are encrypted: nothing in them can be read.
        if (token.value === 'Encrypt') throw new Unreadable('encrypted');
        break;
      case 'skipped':
        // Past its opening `(`, `<` or `%`, so the text is not read as the same string again.
        scanHidden(bytes.subarray(token.start + 1, token.end), depth, budget);
        break;
      case 'dictStart':
        if (dictDepth++ === 0) dictStart = token.start;
        break;
      case 'dictEnd':
        if (dictDepth > 0 && --dictDepth === 0) lastDict = { start: dictStart, end: token.end };
        break;
      case 'word':
        if (
          token.value === 'stream' &&
          lastDict &&
          dictDepth === 0 &&
          onlyWhiteBetween(bytes, lastDict.end, token.start)
        ) {
          pos = readStream(bytes, lastDict, token.end, depth, budget);
        }
        break;
    }
  }
}

/** Views a destination can ask for: `[3 0 R /FitH 792]` only shows a page. */
const FIT_NAMES = new Set(['XYZ', 'Fit', 'FitH', 'FitV', 'FitR', 'FitB', 'FitBH', 'FitBV']);

/**
 * `/OpenAction [3 0 R /Fit]`, as many writers save the first view: a destination written out, which opens
 * the document at a page and runs nothing. An action, or a reference that could name one, is refused.
 */
function opensAtPage(bytes: Buffer, name: Token & { kind: 'name' }): boolean {
  if (name.value !== 'OpenAction') return false;
  const next = nextToken(bytes, name.end);
  if (next?.kind !== 'arrayStart') return false;
  const { value } = readValue(bytes, next);
  return (
    Array.isArray(value) &&
    value.every(
      (part) =>
        typeof part === 'number' ||
        part === 'R' ||
        part === 'null' ||
        (part instanceof PdfName && FIT_NAMES.has(part.value)),
    )
  );
}

function onlyWhiteBetween(bytes: Buffer, from: number, to: number) {
  for (let i = from; i < to; i++) if (!isWhite(bytes[i]!)) return false;
  return true;
}

/** Bytes a reader skips, read as a file of their own when an object could hide in them. */
function scanHidden(bytes: Buffer, depth: number, budget: { inflated: number }) {
  // `0 0 obj` is the shortest header.
  if (bytes.length >= 7 && OBJECT_HEADER.test(bytes.toString('latin1'))) scan(bytes, depth + 1, budget);
}

/** The stream whose keyword ends at `keywordEnd`: checked, and the position after `endstream` returned. */
function readStream(
  bytes: Buffer,
  dictAt: { start: number; end: number },
  keywordEnd: number,
  depth: number,
  budget: { inflated: number },
): number {
  const dictToken = nextToken(bytes, dictAt.start)!;
  const read = readValue(bytes, dictToken).value;
  const dict: PdfDict = read instanceof Map ? read : new Map();
  let start = keywordEnd;
  if (bytes[start] === 0x0d) start++;
  if (bytes[start] === 0x0a) start++;
  const declared = dict.get('Length');
  let end = -1;
  if (typeof declared === 'number' && Number.isInteger(declared) && declared >= 0 && start + declared <= bytes.length) {
    const after = nextToken(bytes, start + declared);
    if (after?.kind === 'word' && after.value.startsWith('endstream')) end = start + declared;
  }
  if (end < 0) {
    const found = bytes.indexOf('endstream', start, 'latin1');
    end = found < 0 ? bytes.length : found;
  }
  const data = bytes.subarray(start, end);
  if (!mayHoldObjects(dict)) scanHidden(data, depth, budget);
  else {
    const decoded = decodeStream(data, dict, budget);
    // A reader takes a stream for an object stream only when it starts with the objects' numbers (an
    // ICC colour profile, say, does not): read those as a file; of the rest, only objects hidden in them.
    if (isName(dict.get('Type'), 'ObjStm') || startsWithNumberPair(decoded)) scan(decoded, depth + 1, budget);
    else scanHidden(decoded, depth, budget);
  }
  const close = bytes.indexOf('endstream', end, 'latin1');
  return close < 0 ? bytes.length : close + 'endstream'.length;
}

/** Whether the first two tokens (past comments) are whole numbers, as an object stream's first object's are. */
function startsWithNumberPair(bytes: Buffer): boolean {
  let pos = 0;
  for (let seen = 0; seen < 2; ) {
    const token = nextToken(bytes, pos);
    if (!token) return false;
    pos = token.end;
    if (token.kind === 'skipped' && bytes[token.start] === 0x25) continue;
    if (token.kind !== 'word' || !/^[0-9]+$/.test(token.value)) return false;
    seen++;
  }
  return true;
}

/* Decoding ----------------------------------------------------------------------------------- */

const asList = (value: PdfValue | undefined): PdfValue[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** The stream's data with its filters undone: FlateDecode only (with PNG predictors), else unreadable. */
function decodeStream(data: Buffer, dict: PdfDict, budget: { inflated: number }): Buffer {
  const filters = asList(dict.get('Filter'));
  const parms = asList(dict.get('DecodeParms'));
  let decoded = data;
  filters.forEach((filter, i) => {
    if (!isName(filter, 'FlateDecode') && !isName(filter, 'Fl')) throw new Unreadable('an object stream filter');
    decoded = inflate(decoded, budget);
    const p = parms[i];
    if (p instanceof Map) decoded = unpredict(decoded, p);
  });
  return decoded;
}

function inflate(data: Buffer, budget: { inflated: number }): Buffer {
  const room = PDF_INFLATED_MAX_BYTES - budget.inflated;
  if (room <= 0) throw new Unreadable('too large inflated');
  try {
    // A stream cut short still gives what it holds, as readers take it.
    const out = inflateSync(data, { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH });
    budget.inflated += out.byteLength;
    return out;
  } catch (err) {
    if (err instanceof RangeError) throw new Unreadable('too large inflated');
    throw new Unreadable('damaged compressed data');
  }
}

const intParm = (dict: PdfDict, key: string, fallback: number) => {
  const v = dict.get(key);
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;
};

/** Undoes a PNG predictor (ISO 32000-1 §7.4.4.4), which could otherwise spell names a reader would see. */
function unpredict(data: Buffer, parms: PdfDict): Buffer {
  const predictor = intParm(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  if (predictor < 10) throw new Unreadable('a TIFF predictor');
  const colors = intParm(parms, 'Colors', 1);
  const bits = intParm(parms, 'BitsPerComponent', 8);
  const columns = intParm(parms, 'Columns', 1);
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (rowLength <= 0 || rowLength > data.length + 1) return Buffer.alloc(0);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const at = r * rowLength;
    for (let x = 0; x < rowLength; x++) {
      const raw = data[src + x]!;
      const left = x >= bpp ? out[at + x - bpp]! : 0;
      const up = r > 0 ? out[at - rowLength + x]! : 0;
      const upLeft = r > 0 && x >= bpp ? out[at - rowLength + x - bpp]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      else throw new Unreadable('a damaged predictor');
      out[at + x] = value & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
