/** Fills `{{name}}` placeholders of a locale text; unknown names stay as they are. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
