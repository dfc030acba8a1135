import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, endpoints, pathId, pathParamNames, type RouteName, routes, schemas } from '../index';

const names = Object.keys(routes) as RouteName[];

describe('the endpoint table', () => {
  it('has schemas for every route and a route for every schema', () => {
    expect(Object.keys(schemas).sort()).toEqual([...names].sort());
    for (const name of names) expect(endpoints[name]).toMatchObject({ name, ...routes[name] });
  });

  it('names every path parameter in the params schema, and nothing else', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      const placeholders = pathParamNames(endpoint.path);
      const params = 'params' in endpoint ? endpoint.params : undefined;
      if (placeholders.length === 0) {
        expect(params, name).toBeUndefined();
        continue;
      }
      expect(params, name).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((params as z.ZodObject).shape).sort(), name).toEqual([...placeholders].sort());
    }
  });

  it('has one entry per method and path, all under /api', () => {
    const seen = new Set<string>();
    for (const name of names) {
      const { method, path } = routes[name];
      expect(path.startsWith('/api/'), name).toBe(true);
      const key = `${method} ${path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('names the content types of every file answer, and only of file answers', () => {
    for (const name of names) {
      const route = routes[name];
      const file = 'responseFormat' in route && route.responseFormat === 'file';
      expect('fileTypes' in route, name).toBe(file);
    }
  });

  it('describes bodies only where a body travels', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
        expect('body' in endpoint, name).toBe(false);
    }
  });
});

describe('pathId', () => {
  const id = pathId('id is wrong');
  it('turns a path segment into a positive 32-bit id', () => {
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });
  it.each(['0', '-1', '1.5', 'abc', '', '2147483648', '1e3', '0x10'])(
    'refuses %j with its message',
    (raw) => {
      const result = id.safeParse(raw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('id is wrong');
    },
  );
});

describe('buildPath', () => {
  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(buildPath(routes.updateContactStatus.path, { id: 7 })).toBe('/api/contact/7/status');
    expect(buildPath(routes.contactAttachmentNamed.path, { id: 1, name: 'a b.pdf' })).toBe(
      '/api/contact/attachments/1/a%20b.pdf',
    );
    expect(() => buildPath(routes.updateContactStatus.path)).toThrow('Missing path parameter "id"');
  });
});
