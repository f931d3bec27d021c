import { describe, expect, it } from 'vitest';
import { encodeQr } from './qr-encode';
import type { QrMatrix } from './qr-encode';

// Produced by this encoder and decoded back to the same text with zbarimg (zbar-tools 0.23)
// when it was written; kept as a regression fixture.
const DOWNLOAD_URL_V3_M = [
  '#######..###...##..##.#######',
  '#.....#..##.#....#..#.#.....#',
  '#.###.#.###.#.#.#..##.#.###.#',
  '#.###.#.###.#...##.#..#.###.#',
  '#.###.#.#.#..###.####.#.###.#',
  '#.....#.#....#####....#.....#',
  '#######.#.#.#.#.#.#.#.#######',
  '........#....#.#..#.#........',
  '#.#####..##...##.#....#####..',
  '#.####.#....#..######.###...#',
  '.##...##.#..#.......##.##....',
  '##.###.##..##.#.#.####.#.#.#.',
  '#..##.##.#..#....#.#.....##..',
  '#...#..#.##..###.###.####...#',
  '#.##..###.##.#####..#.#####..',
  '........#....#.##...##..#..#.',
  '.##..##...###.##.#.#.....##..',
  '##.#.#.....#....#.#######.#.#',
  '#.#.###.#..##..##.#.#...#.#..',
  '#....#.#..###.#.#..##......#.',
  '#.#####.###....#.#.######.###',
  '........###..##.#.#.#...#####',
  '#######...##.####..##.#.###..',
  '#.....#.#.####.#..###...#....',
  '#.###.#.#.....##.##.#####.##.',
  '#.###.#.#.##....######.#.####',
  '#.###.#.##.#..##.....#######.',
  '#.....#....##..#....#.####.#.',
  '#######.##########.#.####.#..',
];

function rows(matrix: QrMatrix): string[] {
  return matrix.modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));
}

/** Reads the 15 format bits around the top-left finder and checks their BCH code. */
function readFormat(matrix: QrMatrix): { level: number; mask: number } {
  const m = (x: number, y: number) => (matrix.modules[y]?.[x] ? 1 : 0);
  const positions: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  let bits = 0;
  positions.forEach(([x, y], i) => {
    bits |= m(x, y) << i;
  });
  const raw = bits ^ 0x5412;
  const data = raw >>> 10;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  expect(raw & 0x3ff).toBe(rem & 0x3ff);
  return { level: data >>> 3, mask: data & 7 };
}

describe('encodeQr', () => {
  it('matches the decoded-and-verified fixture for a download link', () => {
    const matrix = encodeQr('https://example.com/download-page', 'M');
    expect(matrix?.version).toBe(3);
    expect(matrix && rows(matrix)).toEqual(DOWNLOAD_URL_V3_M);
  });

  it('picks the smallest version that fits: 14 bytes fit 1-M, 15 need 2-M', () => {
    expect(encodeQr('a'.repeat(14), 'M')?.version).toBe(1);
    expect(encodeQr('a'.repeat(15), 'M')?.version).toBe(2);
    expect(encodeQr('a'.repeat(17), 'L')?.version).toBe(1);
    expect(encodeQr('a'.repeat(7), 'H')?.version).toBe(1);
    expect(encodeQr('a'.repeat(8), 'H')?.version).toBe(2);
  });

  it('counts UTF-8 bytes for Chinese text', () => {
    // 5 characters × 3 bytes = 15 bytes: one more than version 1-M holds.
    expect(encodeQr('欢迎来下载', 'M')?.version).toBe(2);
  });

  it('draws size 4v+17 with finder, timing and the dark module in place', () => {
    const matrix = encodeQr('TJYeasTPa6gpEEfYcNpa4LeMrSxPyZ2sUn'.repeat(4), 'Q');
    if (!matrix) throw new Error('no symbol');
    const { size, modules } = matrix;
    expect(size).toBe(matrix.version * 4 + 17);
    expect(matrix.version).toBeGreaterThanOrEqual(7);
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    for (const [ox, oy] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      const drawn = finder.map((_, dy) =>
        Array.from({ length: 7 }, (_, dx) => (modules[oy + dy]?.[ox + dx] ? '#' : '.')).join(''),
      );
      expect(drawn).toEqual(finder);
    }
    for (let i = 8; i < size - 8; i += 1) {
      expect(modules[6]?.[i]).toBe(i % 2 === 0);
      expect(modules[i]?.[6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8]?.[8]).toBe(true);
  });

  it('writes a valid format word for the level and chosen mask', () => {
    const levels = { L: 1, M: 0, Q: 3, H: 2 } as const;
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const matrix = encodeQr('会员中心', level);
      if (!matrix) throw new Error('no symbol');
      expect(readFormat(matrix)).toEqual({ level: levels[level], mask: matrix.mask });
    }
  });

  it('returns null when the text cannot fit version 40', () => {
    expect(encodeQr('x'.repeat(3000), 'M')).toBeNull();
    expect(encodeQr('x'.repeat(2953), 'L')?.version).toBe(40);
  });
});
