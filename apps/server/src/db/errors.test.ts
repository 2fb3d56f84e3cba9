import { describe, expect, it } from 'vitest';
import { isUniqueViolation, sqlStateOf } from './errors';

describe('database errors', () => {
  it('reads the SQLSTATE through the wrappers a driver error comes in', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(sqlStateOf(new Error('query failed', { cause: driver }))).toBe('23505');
    expect(isUniqueViolation(new Error('query failed', { cause: driver }))).toBe(true);
  });

  it('answers nothing for an error without a SQLSTATE, and no other state is a unique violation', () => {
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
  });
});
