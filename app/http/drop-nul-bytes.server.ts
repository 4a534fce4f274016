// React 18.3's server stream writer copies text into a 2 KiB buffer with `encodeInto`; when a
// multibyte character does not fit at the buffer's end, it still flushes the whole buffer, zero
// bytes included (facebook/react#24985). Browsers show them as U+FFFD, and without JavaScript no
// hydration repairs them ('ию\0ль'). HTML never carries a legitimate NUL byte, so the document
// stream drops them. drop-nul-bytes.server.test.ts says when React no longer needs this.
import { Transform } from 'node:stream'

export function dropNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!chunk.includes(0)) return done(null, chunk)
      const out = Buffer.allocUnsafe(chunk.length)
      let n = 0
      for (const byte of chunk) if (byte !== 0) out[n++] = byte
      done(null, out.subarray(0, n))
    },
  })
}
