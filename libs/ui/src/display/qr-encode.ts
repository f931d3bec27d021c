import { ECC_CODEWORDS_PER_BLOCK, ERROR_CORRECTION_BLOCKS, FORMAT_BITS } from './qr-tables';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** A QR symbol: `modules[y][x]` is true for a dark module. */
export interface QrMatrix {
  version: number;
  size: number;
  mask: number;
  modules: boolean[][];
}

const MIN_VERSION = 1;
const MAX_VERSION = 40;

function table(source: Readonly<Record<QrErrorCorrection, readonly number[]>>, ecl: QrErrorCorrection, version: number): number {
  return source[ecl][version] ?? 0;
}

function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

function dataCodewords(version: number, ecl: QrErrorCorrection): number {
  return (
    Math.floor(rawDataModules(version) / 8) -
    table(ECC_CODEWORDS_PER_BLOCK, ecl, version) * table(ERROR_CORRECTION_BLOCKS, ecl, version)
  );
}

// GF(2^8) with the QR polynomial 0x11D.
function multiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function divisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < result.length; j += 1) {
      result[j] = multiply(result[j] ?? 0, root) ^ (result[j + 1] ?? 0);
    }
    root = multiply(root, 0x02);
  }
  return result;
}

function remainder(data: readonly number[], div: readonly number[]): number[] {
  const result = new Array<number>(div.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    div.forEach((coefficient, i) => {
      result[i] = (result[i] ?? 0) ^ multiply(coefficient, factor);
    });
  }
  return result;
}

function withErrorCorrection(data: readonly number[], version: number, ecl: QrErrorCorrection): number[] {
  const blockCount = table(ERROR_CORRECTION_BLOCKS, ecl, version);
  const eccLength = table(ECC_CODEWORDS_PER_BLOCK, ecl, version);
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortLength = Math.floor(rawCodewords / blockCount);
  const div = divisor(eccLength);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i += 1) {
    const chunk = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += chunk.length;
    const ecc = remainder(chunk, div);
    if (i < shortBlocks) chunk.push(0);
    blocks.push([...chunk, ...ecc]);
  }
  const result: number[] = [];
  const length = blocks[0]?.length ?? 0;
  for (let i = 0; i < length; i += 1) {
    blocks.forEach((block, j) => {
      // Short blocks carry a placeholder where long blocks have their extra data codeword.
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

function encodeData(bytes: Uint8Array, version: number, ecl: QrErrorCorrection): number[] {
  const capacityBits = dataCodewords(version, ecl) * 8;
  const bits: number[] = [];
  const append = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  append(0b0100, 4);
  append(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) append(byte, 8);
  append(0, Math.min(4, capacityBits - bits.length));
  append(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) append(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  return codewords;
}

function alignmentPositions(version: number, size: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let position = size - 7; result.length < count; position -= step) result.splice(1, 0, position);
  return result;
}

class QrSymbol {
  readonly size: number;
  readonly modules: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly version: number, readonly ecl: QrErrorCorrection) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.drawFunctionPatterns();
  }

  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }

  private fn(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const reservedRow = this.reserved[y];
    if (!row || !reservedRow || x < 0 || x >= this.size) return;
    row[x] = dark;
    reservedRow[x] = true;
  }

  private drawFunctionPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i += 1) {
      this.fn(6, i, i % 2 === 0);
      this.fn(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [size - 4, 3],
      [3, size - 4],
    ] as const) {
      for (let dy = -4; dy <= 4; dy += 1) {
        for (let dx = -4; dx <= 4; dx += 1) {
          const distance = Math.max(Math.abs(dx), Math.abs(dy));
          const x = cx + dx;
          const y = cy + dy;
          if (x >= 0 && x < size && y >= 0 && y < size) this.fn(x, y, distance !== 2 && distance !== 4);
        }
      }
    }
    const positions = alignmentPositions(this.version, size);
    const last = positions.length - 1;
    positions.forEach((px, i) => {
      positions.forEach((py, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy += 1) {
          for (let dx = -2; dx <= 2; dx += 1) this.fn(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    this.drawFormat(0);
    this.drawVersion();
  }

  drawFormat(mask: number): void {
    const data = (FORMAT_BITS[this.ecl] << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) !== 0;
    const { size } = this;
    for (let i = 0; i <= 5; i += 1) this.fn(8, i, bit(i));
    this.fn(8, 7, bit(6));
    this.fn(8, 8, bit(7));
    this.fn(7, 8, bit(8));
    for (let i = 9; i < 15; i += 1) this.fn(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i += 1) this.fn(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i += 1) this.fn(8, size - 15 + i, bit(i));
    this.fn(8, size - 8, true);
  }

  private drawVersion(): void {
    if (this.version < 7) return;
    let rem = this.version;
    for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) !== 0;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.fn(a, b, dark);
      this.fn(b, a, dark);
    }
  }

  drawCodewords(data: readonly number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vertical = 0; vertical < size; vertical += 1) {
        for (let j = 0; j < 2; j += 1) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? size - 1 - vertical : vertical;
          const row = this.modules[y];
          if (row && !this.reserved[y]?.[x] && i < data.length * 8) {
            row[x] = (((data[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) !== 0;
            i += 1;
          }
        }
      }
    }
  }

  applyMask(mask: number): void {
    for (let y = 0; y < this.size; y += 1) {
      const row = this.modules[y];
      if (!row) continue;
      for (let x = 0; x < this.size; x += 1) {
        if (this.reserved[y]?.[x]) continue;
        let invert: boolean;
        switch (mask) {
          case 0: invert = (x + y) % 2 === 0; break;
          case 1: invert = y % 2 === 0; break;
          case 2: invert = x % 3 === 0; break;
          case 3: invert = (x + y) % 3 === 0; break;
          case 4: invert = (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0; break;
          case 5: invert = ((x * y) % 2) + ((x * y) % 3) === 0; break;
          case 6: invert = (((x * y) % 2) + ((x * y) % 3)) % 2 === 0; break;
          default: invert = (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
        }
        if (invert) row[x] = !row[x];
      }
    }
  }

  penalty(): number {
    const { size } = this;
    let result = 0;
    const line = (get: (a: number, b: number) => boolean) => {
      for (let a = 0; a < size; a += 1) {
        let runColor = false;
        let run = 0;
        const history = [0, 0, 0, 0, 0, 0, 0];
        for (let b = 0; b < size; b += 1) {
          if (get(a, b) === runColor) {
            run += 1;
            if (run === 5) result += 3;
            else if (run > 5) result += 1;
          } else {
            this.addHistory(run, history);
            if (!runColor) result += this.finderPatterns(history) * 40;
            runColor = get(a, b);
            run = 1;
          }
        }
        if (runColor) {
          this.addHistory(run, history);
          run = 0;
        }
        this.addHistory(run + size, history);
        result += this.finderPatterns(history) * 40;
      }
    };
    line((y, x) => this.get(x, y));
    line((x, y) => this.get(x, y));
    let dark = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const color = this.get(x, y);
        if (color) dark += 1;
        if (
          x < size - 1 &&
          y < size - 1 &&
          color === this.get(x + 1, y) &&
          color === this.get(x, y + 1) &&
          color === this.get(x + 1, y + 1)
        ) {
          result += 3;
        }
      }
    }
    const total = size * size;
    result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
    return result;
  }

  private addHistory(run: number, history: number[]): void {
    history.pop();
    history.unshift(history[0] === 0 ? run + this.size : run);
  }

  private finderPatterns(history: readonly number[]): number {
    const [h0 = 0, n = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0] = history;
    const core = n > 0 && h2 === n && h3 === n * 3 && h4 === n && h5 === n;
    return (core && h0 >= n * 4 && h6 >= n ? 1 : 0) + (core && h6 >= n * 4 && h0 >= n ? 1 : 0);
  }
}

/**
 * Encodes text (UTF-8, byte mode) as the smallest QR symbol that fits at the given level, with
 * the mask the standard's penalty rules pick. Returns null when the text does not fit version 40.
 */
export function encodeQr(text: string, ecl: QrErrorCorrection = 'M'): QrMatrix | null {
  const bytes = new TextEncoder().encode(text);
  let version = MIN_VERSION;
  for (; version <= MAX_VERSION; version += 1) {
    const needed = 4 + (version <= 9 ? 8 : 16) + bytes.length * 8;
    if (needed <= dataCodewords(version, ecl) * 8) break;
  }
  if (version > MAX_VERSION) return null;
  const symbol = new QrSymbol(version, ecl);
  symbol.drawCodewords(withErrorCorrection(encodeData(bytes, version, ecl), version, ecl));
  let best = 0;
  let bestPenalty = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask += 1) {
    symbol.applyMask(mask);
    symbol.drawFormat(mask);
    const penalty = symbol.penalty();
    if (penalty < bestPenalty) {
      best = mask;
      bestPenalty = penalty;
    }
    symbol.applyMask(mask);
  }
  symbol.applyMask(best);
  symbol.drawFormat(best);
  return { version, size: symbol.size, mask: best, modules: symbol.modules };
}
