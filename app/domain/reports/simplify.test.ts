import { describe, expect, it } from 'vitest';
import { simplifyRing } from './simplify';

describe('simplifyRing', () => {
  it('drops points within the tolerance and keeps the corners', () => {
    // A square with many points along each side, a little off the line.
    const ring: Array<[number, number]> = [];
    for (let i = 0; i < 50; i++) ring.push([i * 2, i % 2 === 0 ? 0 : 0.2]);
    for (let i = 0; i < 50; i++) ring.push([100, i * 2]);
    for (let i = 0; i < 50; i++) ring.push([100 - i * 2, 100]);
    for (let i = 0; i < 50; i++) ring.push([0, 100 - i * 2]);
    const simple = simplifyRing(ring, 0.5);
    expect(simple.length).toBeLessThanOrEqual(6);
    for (const corner of [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ])
      expect(simple).toContainEqual(corner);
  });

  it('keeps a point farther off the line than the tolerance', () => {
    const ring: Array<[number, number]> = [
      [0, 0],
      [50, 3],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    expect(simplifyRing(ring, 0.5)).toContainEqual([50, 3]);
    expect(simplifyRing(ring, 5)).not.toContainEqual([50, 3]);
  });
});
