/**
 * `{{name}}` placeholders in email, SMS and prescription templates: one reading of the syntax for the editor,
 * the server's refusal of unknown names and the renderer. Spaces are allowed inside the braces.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*)\s*\}\}/g;

/** The placeholder names a template uses, in order of first use. */
export function placeholdersIn(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] as string))];
}

/** Fills `{{name}}` from `values`; a name without a value becomes ''. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | null | undefined>>,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : '',
  );
}

/** The names `template` uses that are not in `valid`. */
export function unknownPlaceholders(template: string, valid: readonly string[]): string[] {
  return placeholdersIn(template).filter((name) => !valid.includes(name));
}

/** `{{name}}`, as the editor shows and inserts it. */
export const placeholderToken = (name: string) => `{{${name}}}`;

/**
 * The refusal of a save with placeholders the template cannot fill, naming them and the valid ones:
 * 'Unknown placeholder {{fristName}}. Valid placeholders: {{firstName}}, {{lastName}}'.
 */
export function unknownPlaceholderMessage(unknown: readonly string[], valid: readonly string[]): string {
  const noun = unknown.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders';
  return `${noun} ${unknown.map(placeholderToken).join(', ')}. Valid placeholders: ${valid.map(placeholderToken).join(', ')}`;
}
