/** The part of `http_ece` (web-push's own encryption library) the test push service uses to read what it receives. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };
  export default ece;
}
