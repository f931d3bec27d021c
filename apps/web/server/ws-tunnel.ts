import crypto from 'node:crypto';
import type net from 'node:net';

/**
 * A proxied WebSocket (the chat socket, `/stream/…`) between the browser and the platform. Bytes
 * pass through as they come (the platform's handshake answer, its extensions, every frame), but
 * the frame boundaries of both directions are followed, so that a stopping server can end the
 * socket the way RFC 6455 says a server going away does: a close frame with code 1001 to the
 * browser (its chat reconnects, SPEC §"chat": after 3 s, to the server that replaced this one) and
 * one to the platform (as the browser would send it: masked), each after the frame in flight.
 */

/** Follows where frames end in one direction of a WebSocket's byte stream. */
export class FrameBoundaries {
  /** Bytes of a header not yet complete (a header is 2 to 14 bytes). */
  private header: Buffer = Buffer.alloc(0);
  /** Payload bytes of the current frame still to come. */
  private remaining = 0;

  get atBoundary(): boolean {
    return this.remaining === 0 && this.header.length === 0;
  }

  /** Reads a chunk; returns the offsets in it just after each frame that ends in it. */
  feed(chunk: Buffer): number[] {
    const ends: number[] = [];
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - i);
        i += take;
        this.remaining -= take;
        if (this.remaining === 0) ends.push(i);
        continue;
      }
      const had = this.header.length;
      const avail = Buffer.concat([this.header, chunk.subarray(i, i + 14)]);
      const second = avail[1];
      if (second === undefined) {
        this.header = avail;
        break;
      }
      const len7 = second & 0x7f;
      const headerLength = 2 + (len7 === 126 ? 2 : len7 === 127 ? 8 : 0) + (second & 0x80 ? 4 : 0);
      if (avail.length < headerLength) {
        // Everything left in the chunk is part of this header (avail holds fewer than 14 of it).
        this.header = avail;
        break;
      }
      const payload = len7 === 126 ? avail.readUInt16BE(2) : len7 === 127 ? Number(avail.readBigUInt64BE(2)) : len7;
      i += headerLength - had;
      this.header = Buffer.alloc(0);
      this.remaining = payload;
      if (payload === 0) ends.push(i);
    }
    return ends;
  }
}

/** RFC 6455 §7.4.1: the endpoint is going away (a server going down). */
export const GOING_AWAY = 1001;

/** A close frame with `code`: unmasked from a server (to the browser), masked from a client (to the platform). */
export function closeFrame(code: number, masked: boolean): Buffer {
  const payload = Buffer.alloc(2);
  payload.writeUInt16BE(code);
  if (!masked) return Buffer.concat([Buffer.from([0x88, payload.length]), payload]);
  const mask = crypto.randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x88, 0x80 | payload.length]), mask, body]);
}

/** The end of an HTTP answer's head, and whether it switched protocols. */
function answerHead(buffered: Buffer): { length: number; switched: boolean } | null {
  const end = buffered.indexOf('\r\n\r\n');
  if (end < 0) return null;
  return { length: end + 4, switched: /^HTTP\/1\.1 101[ \r]/.test(buffered.subarray(0, end).toString('latin1')) };
}

export interface Tunnel {
  /** Closes both sides with 1001 after their frames in flight; resolves when both sockets are closed. */
  goAway(graceMs?: number): Promise<void>;
  /** The platform's answer to the upgrade (101, or its refusal), once known. */
  readonly status: number | undefined;
  /** Bytes sent to the browser after the platform's answer head. */
  readonly bytesDown: number;
}

/**
 * Joins the browser's socket and the platform's (whose upgrade request is already written):
 * bytes both ways with backpressure, frame boundaries followed from the platform's 101 on.
 */
export function joinTunnel(client: net.Socket, upstream: net.Socket, head: Buffer): Tunnel {
  const up = new FrameBoundaries();
  const down = new FrameBoundaries();
  /** The platform's answer head, until it is complete (null after: frames follow). */
  let pendingHead: Buffer | null = Buffer.alloc(0);
  let status: number | undefined;
  let switched = false;
  let bytesDown = 0;
  /** Set while going away: each direction stops at its next frame boundary. */
  let stopping = false;
  let downDone = false;
  let upDone = false;
  let closeTimer: NodeJS.Timeout | undefined;
  const closed = new Promise<void>((resolve) => {
    let open = 2;
    const one = () => {
      open -= 1;
      if (open === 0) {
        clearTimeout(closeTimer);
        resolve();
      }
    };
    client.once('close', one);
    upstream.once('close', one);
  });

  // The browser first (after the platform's frame in flight, which the platform's own close would
  // cut), then the platform (after the browser's frame in flight).
  const finishUp = () => {
    if (upDone) return;
    upDone = true;
    client.pause();
    upstream.end(closeFrame(GOING_AWAY, true));
  };
  const finishDown = () => {
    if (downDone) return;
    downDone = true;
    upstream.pause();
    client.end(closeFrame(GOING_AWAY, false));
    if (up.atBoundary) finishUp();
  };

  const send = (to: net.Socket, from: net.Socket, data: Buffer) => {
    if (data.length === 0) return;
    if (!to.write(data)) {
      from.pause();
      to.once('drain', () => from.resume());
    }
  };

  upstream.on('data', (chunk: Buffer) => {
    if (downDone) return;
    let frames = chunk;
    if (pendingHead !== null) {
      const buffered = Buffer.concat([pendingHead, chunk]);
      const answer = answerHead(buffered);
      if (!answer) {
        pendingHead = buffered.length > 16 * 1024 ? null : buffered;
        send(client, upstream, chunk);
        return;
      }
      status = Number(buffered.subarray(9, 12).toString('latin1')) || undefined;
      switched = answer.switched;
      pendingHead = null;
      const headBytesInChunk = chunk.length - (buffered.length - answer.length);
      send(client, upstream, chunk.subarray(0, headBytesInChunk));
      frames = chunk.subarray(headBytesInChunk);
    }
    const ends = switched ? down.feed(frames) : [];
    // Going away, in the middle of a frame: that frame goes through whole, then the close.
    const at = stopping && switched ? (ends[0] ?? (down.atBoundary ? 0 : undefined)) : undefined;
    if (at !== undefined) {
      const part = frames.subarray(0, at);
      bytesDown += part.length;
      client.write(part);
      finishDown();
      return;
    }
    bytesDown += frames.length;
    send(client, upstream, frames);
  });

  const fromClient = (chunk: Buffer) => {
    if (upDone) return;
    const ends = up.feed(chunk);
    const at = stopping && downDone ? (ends[0] ?? (up.atBoundary ? 0 : undefined)) : undefined;
    if (at !== undefined) {
      upstream.write(chunk.subarray(0, at));
      finishUp();
      return;
    }
    send(upstream, client, chunk);
  };
  if (head.length > 0) fromClient(head);
  client.on('data', fromClient);

  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', end);
  upstream.on('error', end);
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
  // One side closing its half ends the other's (a close handshake ends in TCP closes).
  client.on('end', () => upstream.end());
  upstream.on('end', () => client.end());

  return {
    get status() {
      return status;
    },
    get bytesDown() {
      return bytesDown;
    },
    goAway(graceMs = 1000) {
      if (!stopping) {
        stopping = true;
        if (!switched) end();
        else {
          // Between frames now: close at once; else after the frame in flight (its next chunk).
          if (down.atBoundary) finishDown();
          // A side that never finishes its frame, or a browser that never closes: gone anyway.
          closeTimer = setTimeout(end, graceMs);
          closeTimer.unref();
        }
      }
      return closed;
    },
  };
}
