import { plinkoBuckets } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  BALL_RADIUS,
  ballWaypoints,
  bucketHeat,
  bucketLabel,
  drawnPath,
  PEG_RADIUS,
  pathForBucket,
  plinkoLayout,
} from './plinko-geometry';

/** A seeded generator, so each case draws a different but repeatable order of rights. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('pathForBucket', () => {
  it('has one step per row and as many rights as the bucket number', () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      for (let bucket = 0; bucket <= rows; bucket += 1) {
        const path = pathForBucket(rows, bucket, seeded(rows * 100 + bucket));
        expect(path).toHaveLength(rows);
        expect(path.every((step) => step === 0 || step === 1)).toBe(true);
        expect(path.reduce((sum, step) => sum + step, 0)).toBe(bucket);
      }
    }
  });

  it('puts the rights in different rows from one drop to the next', () => {
    const random = seeded(7);
    const paths = new Set(Array.from({ length: 20 }, () => pathForBucket(12, 6, random).join('')));
    expect(paths.size).toBeGreaterThan(1);
  });
});

describe('drawnPath', () => {
  it("keeps the server's path when it ends in the bucket", () => {
    expect(drawnPath(8, 3, [1, 0, 0, 1, 0, 0, 1, 0])).toEqual([1, 0, 0, 1, 0, 0, 1, 0]);
  });

  it('draws its own path when the given one does not fit the bucket or the rows', () => {
    for (const given of [[1, 1, 1, 1, 0, 0, 0, 0], [1, 0, 1], null, 'x']) {
      const path = drawnPath(8, 3, given);
      expect(path).toHaveLength(8);
      expect(path.reduce((sum, step) => sum + step, 0)).toBe(3);
    }
  });
});

describe('ballWaypoints', () => {
  it('touches one peg per row and ends in the middle of the bucket it counts to', () => {
    const layout = plinkoLayout(10);
    const path = [1, 1, 0, 1, 0, 0, 1, 1, 1, 0];
    const points = ballWaypoints(layout, path);
    expect(points).toHaveLength(10 + 2);
    const bucket = layout.buckets[6];
    expect(points.at(-1)?.x).toBeCloseTo((bucket?.x ?? 0) + layout.bucketWidth / 2);
    for (let row = 0; row < 10; row += 1) {
      const point = points[row + 1];
      const touched = layout.pegs.find(
        (peg) =>
          peg.row === row &&
          Math.abs(peg.x - (point?.x ?? 0)) < 1e-9 &&
          Math.abs(peg.y - (point?.y ?? 0) - (PEG_RADIUS + BALL_RADIUS - 1)) < 1e-9,
      );
      expect(touched).toBeDefined();
    }
  });
});

describe('layout', () => {
  it('has rows + 2 pegs in the last row and a bucket under each gap', () => {
    const layout = plinkoLayout(16);
    expect(layout.pegs.filter((peg) => peg.row === 15)).toHaveLength(18);
    expect(layout.buckets).toHaveLength(17);
  });
});

describe('bucket colours and labels', () => {
  it('rates the edge buckets hottest and the centre coolest', () => {
    const heat = bucketHeat(plinkoBuckets(16, 'high'));
    expect(heat[0]).toBe(1);
    expect(heat[16]).toBe(1);
    expect(heat[8]).toBe(0);
  });

  it('shortens thousands', () => {
    expect(bucketLabel('1000')).toBe('1K×');
    expect(bucketLabel('5.6')).toBe('5.6×');
  });
});
