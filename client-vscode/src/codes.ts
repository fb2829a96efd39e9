/** hflint error codes as people type them and as diagnostics carry them. Knows nothing of VS Code. */

const CODE = /^HF\d{3}$/;

/** `hf101`, ` HF101 ` → `HF101`; undefined for anything that is not a full code. */
export function normalizeCode(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : undefined;
}

/** A diagnostic's `code` is a string, a number, or `{value, target}` when it links to documentation. */
export function diagnosticCode(code: string | number | { value: string | number } | undefined): string | undefined {
  if (code === undefined) {
    return undefined;
  }
  const value = typeof code === 'object' ? code.value : code;
  return typeof value === 'string' ? normalizeCode(value) : undefined;
}

export interface CatalogEntry {
  readonly code: string;
  readonly title: string;
}

/** Parses `hflint catalog list --format json`; rows it cannot read are left out. */
export function parseCatalogList(stdout: string): CatalogEntry[] {
  const data: unknown = JSON.parse(stdout);
  if (!Array.isArray(data)) {
    return [];
  }
  const out: CatalogEntry[] = [];
  for (const row of data) {
    if (typeof row === 'object' && row !== null) {
      const { code, title } = row as Record<string, unknown>;
      if (typeof code === 'string' && typeof title === 'string') {
        out.push({ code, title });
      }
    }
  }
  return out;
}
