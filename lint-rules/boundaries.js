// ESLint rule `carta/boundaries`: which folder may import which (docs/architecture.md §2).
// Both alias (`@/…`) and relative imports are resolved to a path before the check, so a relative
// `../../other-feature/x` cannot slip past a rule written for the alias.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_SRC = join(ROOT, 'apps/web/src');
const API_SRC = join(ROOT, 'apps/api/src');

/** Path of the import relative to its app's src folder, or undefined for packages. */
function target(specifier, filename, src) {
  if (specifier.startsWith('@/') && src === WEB_SRC)
    return relative(src, join(src, specifier.slice(2)));
  if (specifier.startsWith('.')) return relative(src, resolve(dirname(filename), specifier));
  return undefined;
}

const top = (path) => path.split(sep)[0];
const featureOf = (path) => (top(path) === 'features' ? path.split(sep)[1] : undefined);
const stripIndex = (path) => path.replace(/\.(ts|tsx|js)$/, '').replace(/[/\\]index$/, '');

/** The reason an import breaks the web layout, or undefined when it is allowed. */
function webViolation(from, to) {
  const isTest = /\.test\.tsx?$/.test(from);
  const area = top(from);
  const toArea = top(to);
  if (area === 'features') {
    const own = featureOf(from);
    const other = featureOf(to);
    if (other && other !== own && stripIndex(to) !== join('features', other)) {
      return `features/${own} may use features/${other} only through its index ('@/features/${other}'), not its internals`;
    }
    // A test may mount a feature inside the app's guards or router, as the app does.
    if (toArea === 'app' && !isTest)
      return 'features never import app/ (the app composes features, not the reverse)';
    return undefined;
  }
  if (area === 'components' || area === 'hooks' || area === 'lib') {
    if (toArea === 'features' || toArea === 'app') {
      return `${area}/ is generic and never imports ${toArea}/`;
    }
  }
  return undefined;
}

/** The reason an import breaks the API layering, or undefined when it is allowed. */
function apiViolation(from, to) {
  const area = top(from);
  const toArea = top(to);
  if (area === 'plugins' && toArea === 'modules') {
    return 'plugins are infrastructure and never import modules (let the module register what the plugin needs)';
  }
  if (area === 'lib' && (toArea === 'modules' || toArea === 'plugins')) {
    return `lib/ never imports ${toArea}/`;
  }
  if (area === 'db' && (toArea === 'modules' || toArea === 'plugins' || toArea === 'lib')) {
    return `db/ never imports ${toArea}/`;
  }
  return undefined;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the folder boundaries of docs/architecture.md §2' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const src = filename.startsWith(WEB_SRC + sep)
      ? WEB_SRC
      : filename.startsWith(API_SRC + sep)
        ? API_SRC
        : undefined;
    if (!src) return {};
    const from = relative(src, filename);
    const check = src === WEB_SRC ? webViolation : apiViolation;
    const report = (node) => {
      if (!node || typeof node.value !== 'string') return;
      const to = target(node.value, filename, src);
      if (to === undefined || to.startsWith('..')) return;
      const reason = check(from, to);
      if (reason) context.report({ node, message: `Import of '${node.value}': ${reason}.` });
    };
    return {
      ImportDeclaration: (node) => report(node.source),
      ExportNamedDeclaration: (node) => report(node.source),
      ExportAllDeclaration: (node) => report(node.source),
      ImportExpression: (node) => report(node.source),
    };
  },
};

export default { rules: { boundaries } };
