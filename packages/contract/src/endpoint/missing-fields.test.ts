import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type RouteName, routes } from '../index';

/** Words of zod's own messages ('Invalid input: expected string, received undefined', 'Invalid option: ...'). */
const zodWording = /Invalid input|Invalid option|expected|received/;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default, readonly and the input side of a pipe. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** A field the caller may leave out (optional, or with a default). */
const mayBeOmitted = (schema: z.ZodType) => schema.safeParse(undefined).success;

interface Probe {
  /** The body sent: every required field of one object left out, the rest of the body as empty as it can be. */
  value: unknown;
  /** Where the object sits in the body, and the fields it requires. */
  at: (string | number)[];
  required: string[];
}

/**
 * Bodies that leave out required fields: the body's own object with nothing in it, and, one level down at a time,
 * each nested object (or the object of a list) with nothing in it. Every required field is left out in turn this
 * way, at whatever depth it sits.
 */
function probes(schema: z.ZodType, wrap: (inner: unknown) => unknown, at: (string | number)[]): Probe[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    const shape = def.shape;
    const own: Probe = {
      value: wrap({}),
      at,
      required: Object.keys(shape).filter((key) => !mayBeOmitted(shape[key] as z.ZodType)),
    };
    return [
      own,
      ...Object.entries(shape).flatMap(([key, field]) =>
        probes(field, (value) => wrap({ [key]: value }), [...at, key]),
      ),
    ];
  }
  if (def.type === 'array' && def.element) return probes(def.element, (value) => wrap([value]), [...at, 0]);
  // A union that matches no option is one issue at its own path, in its own words: only the words are checked.
  if (def.type === 'union' && def.options)
    return def.options.flatMap((option) =>
      probes(option, wrap, at).map((probe) => ({ ...probe, required: [] })),
    );
  return [];
}

// Multipart bodies are read by their handlers as the file streams; their schemas only document the form fields.
const jsonBodies = (Object.keys(routes) as RouteName[]).flatMap((name) => {
  const endpoint = endpoints[name] as { body?: z.ZodType; bodyFormat?: string };
  return endpoint.body && endpoint.bodyFormat !== 'multipart' ? [[name, endpoint.body] as const] : [];
});

describe('a missing field', () => {
  it('finds the JSON bodies to walk', () => {
    expect(jsonBodies.length).toBeGreaterThan(50);
  });

  it.each(jsonBodies)('of %s is answered with the field’s own message', (_name, body) => {
    for (const probe of probes(body, (value) => value, [])) {
      const result = body.safeParse(probe.value);
      if (probe.required.length > 0) expect(result.success, JSON.stringify(probe.value)).toBe(false);
      const issues = result.error?.issues ?? [];
      for (const issue of issues) expect(issue.message, issue.path.join('.')).not.toMatch(zodWording);
      // Each required field left out is named, so the form can show the message under it.
      const named = new Set(issues.map((issue) => issue.path.join('.')));
      for (const key of probe.required)
        expect(named, [...probe.at, key].join('.')).toContain([...probe.at, key].join('.'));
    }
  });

  it('gets the message its empty value gets', () => {
    const decline = endpoints.declineAssessment.body;
    const missing = decline.safeParse({});
    const empty = decline.safeParse({ reason: '' });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'A reason is required to decline an assessment',
    });
    expect(missing.error?.issues[0]?.message).toBe(empty.error?.issues[0]?.message);
  });
});
