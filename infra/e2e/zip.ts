import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import yauzl from 'yauzl';

/** The bytes a download brought. */
export async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** One entry of a zip: its name, whether the name is flagged UTF-8, and its bytes. */
export interface ZipEntry {
  name: string;
  utf8: boolean;
  data: Buffer;
}

/** The entries of a zip, in their order, read with yauzl (folders have no bytes). */
export function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('not a zip'));
      const out: ZipEntry[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
        if (entry.fileName.endsWith('/')) {
          out.push({ name: entry.fileName, utf8, data: Buffer.alloc(0) });
          file.readEntry();
          return;
        }
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.push({ name: entry.fileName, utf8, data: Buffer.concat(chunks) });
            file.readEntry();
          });
          stream.on('error', reject);
        });
      });
      file.on('end', () => resolve(out));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
