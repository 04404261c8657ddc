export function serverNodeFlags(nodeOptions?: string): string[];
export function serverEnvironment(
  env?: Record<string, string | undefined>,
  platform?: string,
): Record<string, string | undefined>;
