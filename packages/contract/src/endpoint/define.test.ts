import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBody } from '../errorBody';
import { defineEndpoints, idParams, impliedErrors } from './define';
import type { Route } from './route';

const routes = {
  listThings: { method: 'GET', path: '/api/things', access: 'public', tag: 'settings' },
  getThing: { method: 'GET', path: '/api/things/:id', access: 'signedIn', tag: 'settings' },
  addThing: { method: 'POST', path: '/api/admin/things', access: 'admin', tag: 'settings', status: 201 },
} as const satisfies Record<string, Route>;

describe('defineEndpoints', () => {
  it('joins each route with its definition and every failure status it answers', () => {
    const conflict = z.object({ message: z.string(), holder: z.string() });
    const defined = defineEndpoints(routes, {
      listThings: { summary: 'Every thing', response: z.array(z.string()) },
      getThing: { summary: 'One thing', params: idParams, response: z.string() },
      addThing: {
        summary: 'Add a thing',
        body: z.object({ name: z.string() }),
        response: z.string(),
        errors: { 409: conflict },
      },
    });
    expect(defined.addThing).toMatchObject({
      name: 'addThing',
      method: 'POST',
      status: 201,
      summary: 'Add a thing',
    });
    expect(Object.keys(defined.listThings.errors)).toEqual(['503']);
    expect(Object.keys(defined.getThing.errors)).toEqual(['400', '401', '404', '503']);
    expect(Object.keys(defined.addThing.errors)).toEqual(['400', '401', '403', '409', '413', '415', '503']);
    expect(defined.addThing.errors[409]).toBe(conflict);
    expect(defined.addThing.errors[400]).toBe(apiErrorBody);
  });

  it('requires a definition, with a summary and the path’s params, for every route (checked by the typecheck)', () => {
    const response = z.string();
    const tries = [
      // @ts-expect-error getThing and addThing have no definition
      () => defineEndpoints(routes, { listThings: { summary: 'Every thing', response } }),
      () =>
        defineEndpoints(routes, {
          // @ts-expect-error no summary
          listThings: { response },
          getThing: { summary: 'One thing', params: idParams, response },
          addThing: { summary: 'Add a thing', response },
        }),
      () =>
        defineEndpoints(routes, {
          listThings: { summary: 'Every thing', response },
          // @ts-expect-error the path names :id, so params must parse it
          getThing: { summary: 'One thing', response },
          addThing: { summary: 'Add a thing', response },
        }),
      () =>
        defineEndpoints(routes, {
          listThings: { summary: 'Every thing', response },
          getThing: { summary: 'One thing', params: idParams, response },
          addThing: { summary: 'Add a thing', response },
          // @ts-expect-error no route of that name
          removeThing: { summary: 'Remove a thing', response },
        }),
    ];
    expect(tries).toHaveLength(4);
  });
});

describe('impliedErrors', () => {
  it('says 403 for a state change from anywhere (another site’s request), and 404 only for a record in the path', () => {
    expect(
      impliedErrors(
        { method: 'DELETE', path: '/api/x/:key', access: 'signedIn', tag: 'settings' },
        { response: z.string() },
      ),
    ).toEqual([400, 401, 403, 413, 415, 503]);
    expect(
      impliedErrors(
        { method: 'GET', path: '/api/x/:assessmentId', access: 'practitioner', tag: 'settings' },
        { response: z.string() },
      ),
    ).toEqual([401, 403, 404, 503]);
  });
});
