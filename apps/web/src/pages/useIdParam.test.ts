import { describe, expect, it } from 'vitest';
import { idOf } from './useIdParam';

describe('idOf', () => {
  it.each([
    ['6', 6],
    ['0042', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as the id %s', (value, id) => {
    expect(idOf(value)).toBe(id);
  });

  it.each([
    [undefined],
    [''],
    ['0'],
    ['-3'],
    ['abc'],
    ['12abc'],
    ['1e3'],
    ['12.0'],
    [' 12'],
    ['2147483648'],
    ['99999999999'],
  ])('reads %s as no id', (value) => {
    expect(idOf(value)).toBeNull();
  });
});
