// A round's provably fair numbers, recomputed in the browser with Web Crypto exactly as the api draws them:
// HMAC-SHA256(server seed, "client seed:nonce:cursor"), 8 numbers of 4 bytes per block, each / 2^32.

const enc = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a text, in hex (a revealed server seed against the hash committed before play). */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

/** `count` numbers in [0, 1) for one round. */
export async function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = await Promise.all(
    Array.from({ length: Math.ceil(count / 8) }, (_, cursor) => crypto.subtle.sign('HMAC', key, enc.encode(`${clientSeed}:${nonce}:${cursor}`))),
  );
  const out: number[] = [];
  for (const b of blocks) {
    const v = new DataView(b);
    for (let i = 0; i < 32 && out.length < count; i += 4) out.push(v.getUint32(i) / 2 ** 32);
  }
  return out;
}
