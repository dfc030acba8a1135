// Imported with `node --import`: lets packages outside this workspace import its drizzle-orm.
import { register } from 'node:module';

const parentURL = new URL('../package.json', import.meta.url).href;
const hooks = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: ${JSON.stringify(parentURL)} });
    }
    throw error;
  }
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
