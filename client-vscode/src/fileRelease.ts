/** The release of one document, from the server's `hflint/status`: its own pin's, when it has one. */

/** A document the server analyses with its own pin's release (a notebook's install cell, a script's PEP 723 block). */
export interface FileRelease {
  readonly uri: string;
  readonly release: string;
  readonly source: string;
}

/** The entry of `uri` among the status's `files`, or undefined (no pin, or a list this client cannot read). */
export function fileReleaseOf(files: unknown, uri: string | undefined): FileRelease | undefined {
  if (uri === undefined || !Array.isArray(files)) {
    return undefined;
  }
  for (const f of files as unknown[]) {
    if (typeof f !== 'object' || f === null) {
      continue;
    }
    const { uri: u, release, source } = f as Record<string, unknown>;
    if (u === uri && typeof release === 'string' && typeof source === 'string') {
      return { uri, release, source };
    }
  }
  return undefined;
}
