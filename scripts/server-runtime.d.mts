export function serverNodeFlags(nodeOptions?: string): string[];
export function serverEnvironment(
  env?: Record<string, string | undefined>,
  platform?: string,
): Record<string, string | undefined>;
export const SERVER_CONFIG_MESSAGE: string;
export const CONFIG_ERROR_EXIT_CODE: number;
