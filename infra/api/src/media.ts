/**
 * Generated stand-in content: the seed has no real bytes, so this module makes small, valid files
 * on the fly (SVG thumbnails and icons, PNG images, WAV audio, ZIP/EPUB archives, PDF, text).
 * Deterministic: the same file id gives the same bytes.
 */
import zlib from 'node:zlib';
import nodeCrypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { extOf, type IconCategory } from './util';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (s: unknown): string =>
  String(s).replace(/[<>&"']/g, (c) => XML_ENTITIES[c] as string);

/** A stable colour (hue) from a string. */
function hueOf(text: unknown): number {
  return ((nodeCrypto.createHash('md5').update(String(text)).digest()[0] as number) * 360) / 256;
}

const CATEGORY_COLOURS: Readonly<Record<IconCategory, string>> = {
  folder: '#f5b400',
  image: '#2e9e5b',
  video: '#d93f3f',
  audio: '#8a4fd8',
  archive: '#b86b1f',
  ebook: '#1f7ab8',
  torrent: '#3d8c8c',
  document: '#3f6fd9',
  other: '#6b7280',
};

/** SVG thumbnail: a coloured tile with the extension. */
export function thumbnailSvg(name: string, size: string): string {
  const px = size === 'SIZE_SMALL' ? 128 : size === 'SIZE_MEDIUM' ? 256 : 512;
  const label = (extOf(name) || 'file').toUpperCase().slice(0, 5);
  const hue = Math.round(hueOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,40%)"/></linearGradient></defs>
<rect width="100" height="100" rx="8" fill="url(#g)"/>
<text x="50" y="58" font-family="system-ui,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

/** SVG icon for a category (folder, image, video, ...). */
export function iconSvg(category: string): string {
  const colour = CATEGORY_COLOURS[category as IconCategory] || CATEGORY_COLOURS.other;
  const shape =
    category === 'folder'
      ? '<path d="M4 18a4 4 0 0 1 4-4h16l6 6h26a4 4 0 0 1 4 4v28a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" fill="COL"/>'
      : '<path d="M14 4h26l14 14v38a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z" fill="COL"/><path d="M40 4v14h14" fill="#fff" opacity=".45"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(category)}">${shape.replace(/COL/g, colour)}</svg>`;
}

/** SVG avatar: a circle with the initial. */
export function avatarSvg(name: string): string {
  const hue = Math.round(hueOf(name));
  const initial = escapeXml((String(name).trim()[0] || '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><circle cx="48" cy="48" r="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A real PNG (RGB, gradient) of w x h pixels, coloured from the seed text. */
export function png(seedText: string, w = 320, h = 180): Buffer {
  const hue = hueOf(seedText) / 360;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < w; x += 1) {
      const i = row + 1 + x * 3;
      const t = (x / w + y / h) / 2;
      raw[i] = Math.round(255 * Math.abs(Math.sin(Math.PI * (hue + t * 0.3))));
      raw[i + 1] = Math.round(255 * Math.abs(Math.sin(Math.PI * (hue + 0.33 + t * 0.3))));
      raw[i + 2] = Math.round(255 * Math.abs(Math.sin(Math.PI * (hue + 0.66 + t * 0.3))));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pixel sizes of raster thumbnails (ours: the spec names the sizes, not their pixels). */
export const THUMB_PX = { SIZE_SMALL: 128, SIZE_MEDIUM: 192, SIZE_LARGE: 256 };
const isThumbSize = (s: unknown): s is keyof typeof THUMB_PX =>
  typeof s === 'string' && Object.hasOwn(THUMB_PX, s);
const thumbCache = new Map<string, Buffer>();

/**
 * A raster thumbnail (PNG gradient coloured from the name), like the JPEG/WebP a real thumbnail
 * service sends: browsers decode it off the main thread, where an SVG document would be
 * rasterized on it for every row that scrolls into view. Cached per colour and size.
 */
export function thumbnailPng(name: string, size: string | undefined): Buffer {
  const px = isThumbSize(size) ? THUMB_PX[size] : THUMB_PX.SIZE_LARGE;
  const key = `${hueOf(name)}|${px}`;
  let body = thumbCache.get(key);
  if (!body) {
    body = png(name, px, px);
    thumbCache.set(key, body);
  }
  return body;
}

/** A real WAV: `seconds` of a sine tone, 8 kHz, 8-bit mono. */
export function wav(seedText: string, seconds = 2): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const freq = 220 + Math.round(hueOf(seedText)) * 2;
  const buf = Buffer.alloc(44 + n);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + n, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(n, 40);
  for (let i = 0; i < n; i += 1) {
    const fade = Math.min(1, i / 400, (n - i) / 400);
    buf[44 + i] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * freq * i) / rate));
  }
  return buf;
}

/** A real ZIP (stored entries). */
export function zip(entries: [name: string, content: Buffer | string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5a21, 12); // 2025-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5a21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

/** A real one-page PDF showing the file name. */
export function pdf(title: string): Buffer {
  const text = String(title)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

let demoVideo: Buffer | null | undefined;
/** The demo video fixture, when present (assets/demo.mp4); null otherwise. */
function demoVideoBytes(): Buffer | null {
  if (demoVideo === undefined) {
    try {
      demoVideo = fs.readFileSync(path.join(__dirname, '..', 'assets', 'demo.mp4'));
    } catch {
      demoVideo = null;
    }
  }
  return demoVideo;
}

/** Deterministic filler bytes (at most 64 KiB) for types we cannot generate. */
function filler(seedText: string, size: number): Buffer {
  const n = Math.max(0, Math.min(size, 65536));
  const out = Buffer.alloc(n);
  let block = nodeCrypto.createHash('sha256').update(String(seedText)).digest();
  for (let i = 0; i < n; i += 32) {
    block.copy(out, i, 0, Math.min(32, n - i));
    block = nodeCrypto.createHash('sha256').update(block).digest();
  }
  return out;
}

/** A real Markdown document: headings, emphasis, lists, a link, a quote, a code block. */
export function markdown(name: string): string {
  const title = String(name).replace(/\.md$/i, '');
  return `# ${title}

Welcome to **Cumulus**, your cloud drive. This document is part of the demo seed: it shows
how a *Markdown* file looks in the preview.

## What you can do

- Upload files and whole folders, and resume a stopped upload
- Preview images, audio, PDF, text and Markdown
- Sort a folder of 100,000 files by name, type, date or size

1. Open a folder
2. Pick a file
3. Press *Preview*

## Links

Read more on [the Cumulus help pages](https://example.com/cumulus/help).

## Code

\`\`\`js
const { data } = await api.listFiles({ parent_id: '', sort: 'mod_desc' });
console.log(\`\${data.total} items\`);
\`\`\`

> Tip: a \`_desc\` order is the exact reverse of its \`_asc\` order.
`;
}

/** Bytes for a file. Returns the real content type of what is served (a `.jpg` is served as a PNG). */
export function contentFor(file: { id: string; name: string; size: number; mime_type: string }): {
  body: Buffer;
  type: string;
} {
  const { id, name, mime_type: mime } = file;
  const size = Number(file.size);
  const ext = extOf(name);
  if (size === 0) return { body: Buffer.alloc(0), type: mime || 'application/octet-stream' };
  if (mime === 'image/svg+xml')
    return { body: Buffer.from(thumbnailSvg(name, 'SIZE_LARGE')), type: mime };
  if (mime.startsWith('image/')) return { body: png(id), type: 'image/png' };
  if (mime.startsWith('audio/')) return { body: wav(id), type: 'audio/wav' };
  if (mime.startsWith('video/')) {
    const v = demoVideoBytes();
    return v ? { body: v, type: 'video/mp4' } : { body: filler(id, 65536), type: mime };
  }
  if (ext === 'pdf') return { body: pdf(name), type: 'application/pdf' };
  if (ext === 'zip') {
    return {
      body: zip([
        ['readme.txt', `Demo archive ${name}\n`],
        ['data/hello.txt', 'hello\n'],
      ]),
      type: mime,
    };
  }
  if (ext === 'epub') {
    return {
      body: zip([
        ['mimetype', 'application/epub+zip'],
        [
          'META-INF/container.xml',
          '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles/></container>',
        ],
      ]),
      type: mime,
    };
  }
  if (ext === 'md')
    return { body: Buffer.from(markdown(name)), type: 'text/markdown; charset=utf-8' };
  if (mime.startsWith('text/') || ext === 'json') {
    const line = `${name}: a demo file of the Cumulus seed (${id}).\n`;
    const body = Buffer.from(
      line.repeat(Math.max(1, Math.min(200, Math.floor(size / line.length)))),
    );
    return { body, type: `${mime}; charset=utf-8` };
  }
  return { body: filler(id, size), type: mime || 'application/octet-stream' };
}
