import { Transform, type TransformCallback } from "node:stream";

/**
 * A pass-through for a rendered document that hands on, as one chunk, everything written to it
 * within one turn of the event loop.
 *
 * React writes a document in pieces of a few kilobytes, all in the same turn when nothing is
 * suspended, and the server flushes its gzip stream after every piece it reads: a dashboard's
 * 90 kB page became some forty sync-flushed deflate blocks and took longer to compress than to
 * render. Content that arrives later (a boundary that resolves after the shell) still goes out as
 * soon as it is written.
 */
export function documentStream(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  let ending: TransformCallback | null = null;

  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOn);
      }
      done();
    },
    flush(done) {
      if (scheduled) {
        ending = done;
      } else {
        done();
      }
    },
  });

  function handOn() {
    scheduled = false;
    const chunks = pending;
    pending = [];
    if (chunks.length > 0) stream.push(Buffer.concat(chunks));
    if (ending) {
      const done = ending;
      ending = null;
      done();
    }
  }

  return stream;
}
