// Server-sent event streams with bounds: heartbeats keep proxies from closing an idle stream, and a client that
// stops reading is dropped once MAX_BUFFER bytes wait for it (it reconnects and starts from a fresh snapshot),
// so a stalled reader never makes the process buffer without end.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What may wait for one slow reader before it is dropped (bytes, in our buffer and the socket's). */
export const MAX_BUFFER = 256 * 1024;

export interface EventStream {
  /** Sends one event (with an id, when the client may resume from it); false when the stream has ended. */
  send(event: string, data: string, id?: string | number): boolean;
  /** Ends the stream (idempotent). */
  end(): void;
  readonly ended: boolean;
}

/**
 * Opens an event stream on `reply`. `onEnd` runs once when it ends for any reason: the client left, it fell
 * behind, or `end()` was called. A comment line goes out every `heartbeatMs`.
 */
export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { heartbeatMs: number; onEnd: () => void; maxBuffer?: number; counted?: () => void },
): { stream: EventStream; sent: FastifyReply } {
  const body = new PassThrough();
  const max = opts.maxBuffer ?? MAX_BUFFER;
  let ended = false;
  const waiting = () => body.writableLength + (req.raw.socket?.writableLength ?? 0);
  const write = (text: string): boolean => {
    if (ended) return false;
    if (waiting() + Buffer.byteLength(text) > max) {
      // too far behind: drop it (its browser reconnects and gets a fresh snapshot)
      end();
      req.raw.socket?.destroy();
      return false;
    }
    body.write(text);
    return true;
  };
  const beat = setInterval(() => write(': ping\n\n'), opts.heartbeatMs);
  beat.unref();
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    body.end();
    opts.counted?.();
    opts.onEnd();
  }
  req.raw.on('close', end);
  write('retry: 2000\n\n');
  const stream: EventStream = {
    send: (event, data, id) => write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`),
    end,
    get ended() {
      return ended;
    },
  };
  const sent = reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Accel-Buffering', 'no')
    .send(body);
  return { stream, sent };
}
