// The front door of the api's public answers from memory (content, game types, the exchange feed): once Fastify
// has answered a public GET address from memory, the same address is answered here, before Fastify builds its
// request and reply, with the same bytes and headers (sendEntry's). Whatever the address's answer is at that
// moment is read from the same place the route reads it (the content cache, the feed); when there is none (the
// cache was cleared by a change, a market closed) the request goes on to Fastify, which answers as it always did.
// Every viewer polling the odds every 300 ms, and every visitor's first calls, cost only this.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Entry } from './content-cache.js';

/** How many addresses are remembered at most (ids in the feed's addresses are many over a day): then it starts over. */
const MAX_ADDRESSES = 10_000;

export class FrontDoor {
  private readonly answers = new Map<string, () => Entry | undefined>();
  /** How many requests it has answered (the rest went on to Fastify). */
  answered = 0;

  constructor(
    /** The security and CORS headers for a request (the same list Fastify's routes send). */
    private readonly headersOf: (protocol: string, origin: string | undefined) => readonly string[],
    /** Fastify's trustProxy: with a proxy in front, X-Forwarded-Proto may decide the protocol. */
    private readonly trustProxy: boolean | string,
  ) {}

  /** From now on `url` (a public GET address, as the client wrote it) is answered with `current()`. */
  remember(url: string, current: () => Entry | undefined): void {
    if (this.answers.has(url)) return;
    if (this.answers.size >= MAX_ADDRESSES) this.answers.clear();
    this.answers.set(url, current);
  }

  /** Answers `req` if its address is remembered and has an answer now; false hands it on to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const current = this.answers.get(req.url);
    if (!current) return false;
    const protocol = this.protocolOf(req);
    if (!protocol) return false;
    const entry = current();
    if (!entry) return false;
    this.answered++;
    const security = this.headersOf(protocol, req.headers.origin);
    if (req.headers['if-none-match'] === entry.etag) res.writeHead(304, security.concat(entry.notModified)).end();
    else res.writeHead(200, security.concat(entry.headers)).end(entry.body);
    return true;
  }

  /** The protocol as Fastify's request would say it; null when only Fastify can tell (a proxy list decides). */
  private protocolOf(req: IncomingMessage): string | null {
    const forwarded = req.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && forwarded && this.trustProxy !== false) {
      if (this.trustProxy !== true) return null;
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    }
    return (req.socket as IncomingMessage['socket'] & { encrypted?: boolean }).encrypted ? 'https' : 'http';
  }
}
