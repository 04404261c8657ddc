/** Values the global setups hand to test files through `inject()`. */
export type TestDatabaseSource =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
