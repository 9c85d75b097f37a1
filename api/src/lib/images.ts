// Uploaded images (a deposit's receipts, an identity document's photos, a promotion's or banner's picture): told
// apart by their first bytes and named with 24 random hex digits and their type's extension. They are kept in the
// database (receipt_files), so every api process serves them: receipts and documents to operators only, content
// images (marked public) to everyone.
import crypto from 'node:crypto';

const IMAGE_MAGIC: [string, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
];
const IMAGE_TYPE: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The image type of a file by its first bytes, or null when it is no image the site takes. */
export function imageExt(buf: Buffer): string | null {
  for (const [ext, magic] of IMAGE_MAGIC)
    if (magic.every((b, i) => buf[i] === b)) return ext === 'webp' && buf.subarray(8, 12).toString() !== 'WEBP' ? null : ext;
  return null;
}

export interface NamedImage {
  name: string;
  contentType: string;
  data: Buffer;
}

/** The files named and typed for storing, or null when one of them is not an image. */
export function namedImages(files: Buffer[]): NamedImage[] | null {
  const exts = files.map(imageExt);
  if (exts.some((e) => e === null)) return null;
  return files.map((data, i) => ({ name: `${crypto.randomBytes(12).toString('hex')}.${exts[i]}`, contentType: IMAGE_TYPE[exts[i] as string], data }));
}
