/** The `hflint.*` settings, normalised, and what the language server is told of them. Knows nothing of VS Code. */

export type ImportStrategy = 'useBundled' | 'fromEnvironment';

export interface Settings {
  readonly enable: boolean;
  /** The `hflint.interpreter` setting as written; undefined when empty. */
  readonly interpreter: string | undefined;
  readonly importStrategy: ImportStrategy;
  /** null: every code (or what `[tool.hflint]` selects). */
  readonly select: readonly string[] | null;
  readonly ignore: readonly string[];
  readonly transformersVersion: string | null;
  readonly inlayHints: boolean;
}

/** The server's settings contract: `initializationOptions` and `{"settings": {"hflint": ...}}`. */
export interface ServerSettings {
  select: string[] | null;
  ignore: string[];
  transformersVersion: string | null;
  inlayHints: boolean;
  interpreter: string | null;
}

/** Reads one key below `hflint.` (as `WorkspaceConfiguration.get` does); undefined when unset. */
export type SettingLookup = (key: string) => unknown;

export const DEFAULT_SETTINGS: Settings = {
  enable: true,
  interpreter: undefined,
  importStrategy: 'useBundled',
  select: null,
  ignore: [],
  transformersVersion: null,
  inlayHints: false,
};

/**
 * Reads and normalises the settings. A value of the wrong type falls back to the default
 * (settings.json is hand-edited; VS Code warns there but still hands the value over).
 */
export function readSettings(get: SettingLookup): Settings {
  const enable = get('enable');
  const strategy = get('importStrategy');
  const inlay = get('inlayHints');
  return {
    enable: typeof enable === 'boolean' ? enable : DEFAULT_SETTINGS.enable,
    interpreter: interpreterSetting(get('interpreter')),
    importStrategy: strategy === 'fromEnvironment' ? 'fromEnvironment' : 'useBundled',
    select: Array.isArray(get('select')) ? codes(get('select')) : null,
    ignore: codes(get('ignore')),
    transformersVersion: nonEmpty(get('transformersVersion')) ?? null,
    inlayHints: typeof inlay === 'boolean' ? inlay : DEFAULT_SETTINGS.inlayHints,
  };
}

/** What the server gets: the analysis settings plus the interpreter actually resolved. */
export function toServerSettings(settings: Settings, interpreterPath: string | undefined): ServerSettings {
  return {
    select: settings.select === null ? null : [...settings.select],
    ignore: [...settings.ignore],
    transformersVersion: settings.transformersVersion,
    inlayHints: settings.inlayHints,
    interpreter: interpreterPath ?? null,
  };
}

/**
 * What a settings change asks of the running server. The process itself depends on
 * `enable`, the interpreter and the import strategy, so those restart it; the analysis
 * settings reach a live server as `workspace/didChangeConfiguration`.
 */
export type SettingsChange = 'none' | 'notify' | 'restart';

export function settingsChange(before: Settings, after: Settings): SettingsChange {
  if (
    before.enable !== after.enable ||
    before.interpreter !== after.interpreter ||
    before.importStrategy !== after.importStrategy
  ) {
    return 'restart';
  }
  const same =
    sameList(before.select, after.select) &&
    sameList(before.ignore, after.ignore) &&
    before.transformersVersion === after.transformersVersion &&
    before.inlayHints === after.inlayHints;
  return same ? 'none' : 'notify';
}

function interpreterSetting(value: unknown): string | undefined {
  // The Python extension's own settings take a list (`["/path/python", "-X", "utf8"]`);
  // people copy that shape across, so the first entry is accepted too.
  if (Array.isArray(value)) {
    return nonEmpty(value[0]);
  }
  return nonEmpty(value);
}

function codes(value: unknown): string[] {
  if (!Array.isArray(value)) {
    return [];
  }
  const out: string[] = [];
  for (const item of value) {
    const code = nonEmpty(item)?.toUpperCase();
    if (code !== undefined && !out.includes(code)) {
      out.push(code);
    }
  }
  return out;
}

function nonEmpty(value: unknown): string | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function sameList(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) {
    return a === b;
  }
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
