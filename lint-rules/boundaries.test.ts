import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a made-up file at a real path with the repository's own eslint.config.js, so the test
// fails if the rule or its registration in the config stops working.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'carta/boundaries').map((m) => m.message);
}

// The first lint loads the whole configuration and its plugins: seconds on a busy 2-core machine.
describe('carta/boundaries (docs/architecture.md §2)', { timeout: 60_000 }, () => {
  it("rejects a feature importing another feature's internals, by alias or relative path", async () => {
    const file = 'apps/web/src/features/dashboard/components/probe.ts';
    const alias = await boundaryErrors(
      file,
      "import { useRequiredBusiness } from '@/features/businesses/selection/use-required-business';\nexport const x = useRequiredBusiness;\n",
    );
    expect(alias).toEqual([expect.stringContaining('only through its index')]);
    const relative = await boundaryErrors(
      file,
      "import { useRequiredBusiness } from '../../businesses/selection/use-required-business';\nexport const x = useRequiredBusiness;\n",
    );
    expect(relative).toEqual([expect.stringContaining('only through its index')]);
  });

  it("accepts a feature's public index and its own internals", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/dashboard/components/probe.ts',
      "import { useRequiredBusiness } from '@/features/businesses';\nimport { getStats } from '../api/get-stats';\nexport const x = [useRequiredBusiness, getStats];\n",
    );
    expect(errors).toEqual([]);
  });

  it('rejects components/, hooks/ and lib/ importing a feature or the app', async () => {
    for (const file of [
      'apps/web/src/components/probe.ts',
      'apps/web/src/hooks/probe.ts',
      'apps/web/src/lib/probe.ts',
    ]) {
      const errors = await boundaryErrors(
        file,
        "import { useRequiredBusiness } from '@/features/businesses';\nimport { router } from '@/app/router';\nexport const x = [useRequiredBusiness, router];\n",
      );
      expect(errors, file).toHaveLength(2);
    }
  });

  it('rejects an API plugin importing a module, and lib/ importing a plugin', async () => {
    const plugin = await boundaryErrors(
      'apps/api/src/plugins/probe.ts',
      "import { productsRoutes } from '../modules/products/products.routes';\nexport const x = productsRoutes;\n",
    );
    expect(plugin).toEqual([expect.stringContaining('never import modules')]);
    const lib = await boundaryErrors(
      'apps/api/src/lib/probe.ts',
      "import { dbPlugin } from '../plugins/db';\nexport const x = dbPlugin;\n",
    );
    expect(lib).toEqual([expect.stringContaining('never imports plugins/')]);
  });
});
