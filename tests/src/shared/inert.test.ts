import { describe, expect, it } from 'vitest';
import { inert } from '../../../src/shared/inert';

// What the schema modules' stand-ins give the navbar item types' definitions in the browser.
const schema = inert as { omit(keys: object): { describe(text: string): unknown }; shape: { type: unknown } };

describe('the inert value', () => {
  it('returns itself when read, called or constructed, so code built on a schema still runs', () => {
    expect(schema.omit({ position: true }).describe('An entry.')).toBe(inert);
    expect(schema.shape.type).toBe(inert);
    expect(new (inert as new () => unknown)()).toBe(inert);
  });

  it('is not a promise: awaiting it gives it back at once', async () => {
    expect(await inert).toBe(inert);
  });

  it('turns into an empty string where a string is wanted', () => {
    expect(`${String(inert)}`).toBe('');
  });
});
