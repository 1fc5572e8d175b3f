import { describe, expect, it } from 'vitest';
import { readingD1, replicaConstraint } from './read-replicas';

const at = (init: RequestInit = {}) => new Request('https://golf.example/player/jordan-reyes/summary', init);

describe('replicaConstraint (decision 120)', () => {
  it('lets a visitor’s read use a replica', () => {
    expect(replicaConstraint(at(), false)).toBe('first-unconstrained');
    expect(replicaConstraint(at({ method: 'HEAD' }), false)).toBe('first-unconstrained');
  });

  it('sends a signed-in person, the app and every write to the primary', () => {
    expect(replicaConstraint(at(), true)).toBeNull();
    expect(replicaConstraint(at({ headers: { Authorization: 'Bearer t' } }), false)).toBeNull();
    expect(replicaConstraint(at({ method: 'POST' }), false)).toBeNull();
  });
});

describe('readingD1', () => {
  const session = { prepare: () => ({}), batch: async () => [] };
  const asked: Array<string> = [];
  const binding = {
    prepare: () => ({}),
    withSession: (constraint: string) => {
      asked.push(constraint);
      return session;
    },
  } as unknown as D1Database;

  it('opens a session with the constraint, or reads the binding itself', () => {
    expect(readingD1(binding, 'first-unconstrained')).toBe(session);
    expect(asked).toEqual(['first-unconstrained']);
    expect(readingD1(binding, null)).toBe(binding);
  });
});
