/**
 * The version of each `@academy/shared/*` Module Federation singleton, derived at build time from
 * its exported surface instead of being bumped by hand (docs/releases.md).
 *
 * A module's surface is its declaration file (what `tsc --declaration` emits for it, comments
 * left out) together with the declaration files of the `shared` and contract modules those
 * declarations name, followed to the end. A change to an exported name, a signature or a type it uses gives the
 * module a new version; a change inside a function body or to a comment does not. The version is
 * the `shared` package's own version with the surface's digest as prerelease
 * (`1.0.0-surface-3f2a9c1b0d4e`), and a remote requires exactly the surface it was built against:
 * a digest has no order, so no range wider than one version is meaningful.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SHARED_PACKAGE = '@academy/shared';
/** The package `shared` stands on for the API's shapes, whose types a singleton's surface may name. */
const CONTRACT_PACKAGE = '@academy/contract';
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** Our packages a surface may name: package name -> its directory (the shared package's, and the contract's when installed beside it). */
type PackageDirs = Record<string, string>;

function packageDirsOf(sharedDir: string): PackageDirs {
  const contractDir = installedDir(sharedDir, CONTRACT_PACKAGE);
  return { [SHARED_PACKAGE]: sharedDir, ...(contractDir ? { [CONTRACT_PACKAGE]: contractDir } : {}) };
}

/** The source file of `<package>/<subpath>` under that package's src/, or null (not one of ours, or no such file). */
function sourceOfRequest(dirs: PackageDirs, request: string) {
  const name = Object.keys(dirs).find((each) => request.startsWith(`${each}/`));
  return name ? sourceOf(path.join(dirs[name] as string, 'src', request.slice(name.length + 1))) : null;
}

/** `file` named by its package: `@academy/contract/src/schemas/accounts.ts`. */
function labelOf(file: string, dirs: PackageDirs) {
  for (const [name, dir] of Object.entries(dirs)) {
    const inside = path.relative(dir, file);
    if (!inside.startsWith('..')) return `${name}/${inside.split(path.sep).join('/')}`;
  }
  return file;
}

/** `base` with the first source extension that exists (`base` itself when it has one), or null. */
function sourceOf(base: string) {
  if (SOURCE_EXTENSIONS.includes(path.extname(base)) && fs.existsSync(base)) return base;
  const found = SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`).find((file) => fs.existsSync(file));
  return found ?? null;
}

/** TypeScript's own library files, parsed once per process: every program over a `shared` copy reads the same ones. */
const parsedLibraries = new Map<string, ts.SourceFile | undefined>();

/** A compiler host that keeps the library files it parses for the next program. */
function hostKeepingLibraries(options: ts.CompilerOptions) {
  const host = ts.createCompilerHost(options);
  const libraryDir = path.dirname(host.getDefaultLibFileName(options));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (path.dirname(fileName) !== libraryDir) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!parsedLibraries.has(key)) parsedLibraries.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return parsedLibraries.get(key);
  };
  return host;
}

/**
 * Declaration text of every source file the program over `files` reaches, by source path.
 * `@academy/shared/*` resolves to `sharedDir`, whichever copy of the package that is, and the
 * contract to the one installed beside it.
 */
function declarationsOf(files: string[], dirs: PackageDirs) {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    types: [],
    // a package's own sources, not a library of node_modules, so that their declarations are emitted too
    paths: Object.fromEntries(Object.entries(dirs).map(([name, dir]) => [`${name}/*`, [path.join(dir, 'src', '*')]])),
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
  };
  const program = ts.createProgram(files, options, hostKeepingLibraries(options));
  const declarations = new Map<string, string>();
  program.emit(
    undefined,
    (_fileName, text, _bom, _onError, sources) => {
      for (const source of sources ?? []) declarations.set(path.resolve(source.fileName), text);
    },
    undefined,
    true,
  );
  return declarations;
}

const MODULE_SPECIFIER = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

/** The `shared` and contract source files a declaration text refers to. */
function ourFilesNamedIn(declaration: string, fromFile: string, dirs: PackageDirs): string[] {
  return [...declaration.matchAll(MODULE_SPECIFIER)]
    .map(([, specifier = '']) => {
      if (specifier.startsWith('.')) return sourceOf(path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, '')));
      return sourceOfRequest(dirs, specifier);
    })
    .filter((file): file is string => file !== null);
}

/** The module's declaration and those of the `shared` and contract modules it names, in a stable order. */
function surfaceOf(file: string, declarations: Map<string, string>, dirs: PackageDirs) {
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...ourFilesNamedIn(declarations.get(next) ?? '', next, dirs));
  }
  return [...seen]
    .map((each) => `// ${labelOf(each, dirs)}\n${declarations.get(each) ?? ''}`)
    .sort()
    .join('\n');
}

/** `1.0.0-surface-<digest>`: the package's version with the surface's digest. */
function versionOfSurface(packageVersion: string, surface: string) {
  const digest = crypto.createHash('sha256').update(surface).digest('hex').slice(0, 12);
  return `${packageVersion}-surface-${digest}`;
}

/** Where derived versions are kept, by the digest of everything they were derived from. */
const CACHE_DIR = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'academy-singleton-versions');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The digest of the inputs: TypeScript's version, the requests, and every source file of the packages. */
function inputsDigest(dirs: PackageDirs, requests: string[]) {
  const hash = crypto.createHash('sha256').update(`${ts.version}\n${requests.join('\n')}\n`);
  for (const dir of Object.values(dirs)) {
    hash.update(fs.readFileSync(path.join(dir, 'package.json')));
    for (const file of filesUnder(path.join(dir, 'src'))
      .filter((each) => SOURCE_EXTENSIONS.includes(path.extname(each)))
      .sort()) {
      hash.update(`\0${labelOf(file, dirs)}\0`).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * The versions for these inputs, derived once: the four areas' builds, `npm run dev` and every
 * release would otherwise each run the TypeScript compiler over `shared` again for the same answer.
 */
function cached(dirs: PackageDirs, requests: string[], derive: () => Record<string, string>): Record<string, string> {
  const file = path.join(CACHE_DIR, `${inputsDigest(dirs, requests)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const versions = derive();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(versions));
  fs.renameSync(temporary, file);
  return versions;
}

/**
 * The version of each `@academy/shared/...` request in `requests`, for the `shared` package at
 * `sharedDir` (the one the area's build resolves).
 */
function singletonVersions({ sharedDir, requests }: { sharedDir: string; requests: string[] }) {
  const dirs = packageDirsOf(sharedDir);
  return cached(dirs, requests, () => deriveVersions(dirs, requests));
}

function deriveVersions(dirs: PackageDirs, requests: string[]) {
  const sharedDir = dirs[SHARED_PACKAGE] as string;
  const packageVersion = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
  const files = Object.fromEntries(requests.map((request) => [request, sourceOfRequest(dirs, request)]));
  const missing = requests.filter((request) => !files[request]);
  if (missing.length > 0) throw new Error(`no source file for ${missing.join(', ')} under ${sharedDir}/src`);
  // every request has its file now
  const fileOf = files as Record<string, string>;
  const declarations = declarationsOf(Object.values(fileOf), dirs);
  return Object.fromEntries(requests.map((request) => [request, versionOfSurface(packageVersion, surfaceOf(fileOf[request] as string, declarations, dirs))]));
}

/** The package `name` as Node would find it from `from`: the nearest node_modules/<name> (its real path), or null. */
function installedDir(from: string, name: string) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/** The `shared` package the area at `dirname` is built against. */
function sharedDirOf(dirname: string) {
  const dir = installedDir(dirname, SHARED_PACKAGE);
  if (!dir) throw new Error(`${SHARED_PACKAGE} is not installed for ${dirname}`);
  return dir;
}

/**
 * Module Federation settings of the `shared` singletons of the area at `dirname`: the derived
 * version, required exactly, and strictly (a mismatch at run time fails the area's load, which
 * its error screen shows, rather than running a copy that does not fit).
 */
function sharedSingletonSettings(dirname: string, requests: string[]): Record<string, { version: string; requiredVersion: string; strictVersion: true }> {
  const versions = singletonVersions({ sharedDir: sharedDirOf(dirname), requests });
  return Object.fromEntries(Object.entries(versions).map(([request, version]) => [request, { version, requiredVersion: version, strictVersion: true }]));
}

export { singletonVersions, sharedSingletonSettings, sharedDirOf, SHARED_PACKAGE };
