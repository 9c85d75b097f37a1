// The part of http_ece (Encrypted Content-Encoding for HTTP, the library web-push encrypts with) that the push tests
// use to read a notification as a browser would; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  };
  export default ece;
}
