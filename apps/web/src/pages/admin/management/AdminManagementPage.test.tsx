import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../router';
import { adminAreaRoutes } from '../../../routes/table';
import { managementPages } from './pages';

describe('the admin management pages', () => {
  it('has a page for every path of the table the page baselines read, and no other', () => {
    expect(Object.keys(managementPages).sort()).toEqual(adminAreaRoutes.map(({ path }) => path).sort());
  });

  it("are all reached through the router's one /admin/* entry, behind the admin guard", () => {
    for (const { path } of adminAreaRoutes) {
      const address = path.replace(/:\w+/g, '7');
      const matched = matchRoutes(routes, address)?.map(({ route }) => route.path ?? '');
      expect(matched, address).toContain('/admin/*');
    }
    // The dashboard and the settings keep their own entries.
    expect(matchRoutes(routes, '/admin/settings/fees')?.map(({ route }) => route.path)).not.toContain(
      '/admin/*',
    );
  });
});
