/** Values for the `:name` placeholders of an endpoint path. */
export type PathParams = Record<string, string | number>;

/**
 * Fills the `:name` placeholders of an endpoint path, encoding each value, so that no caller
 * ever sends a literal placeholder (the fault Part 2 §7 describes for two template paths).
 */
export function buildPath(template: string, params: PathParams = {}): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
