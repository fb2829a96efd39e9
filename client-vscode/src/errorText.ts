/** Known transformers error messages in terminal text, and the server's explanation of one. Knows nothing of VS Code. */

/** One catalog message as the server's `hflint.errorMessages` gives it. */
export interface MessageRow {
  readonly code: string;
  readonly exception: string | null;
  readonly versions: string;
  readonly releases: readonly string[];
  readonly parts: readonly ({ readonly text: string } | { readonly placeholder: string })[];
  /** For an error raised without a message (no parts; HF301's bare AttributeError): the file of
   *  transformers that raises it and its raise lines, whose frame line is linked instead. */
  readonly file?: string;
  readonly lines?: readonly number[];
}

/** A message found in a line: where, and whose. */
export interface FoundMessage {
  readonly startIndex: number;
  readonly length: number;
  readonly codes: readonly string[];
  readonly versions: readonly string[];
  /** Found as the frame that raises an error without a message: the explanation needs the lines
   *  below it, down to the exception's (tracebackAround's `through`). */
  readonly frame?: boolean;
}

/** Text of a placeholder: a bounded run, never the whole line. One that ends the message (or that
 *  only punctuation follows) may be longer (a release's list of pipeline tasks, HF161, is some 700
 *  characters; Whisper's list of languages, HF309, some 1,500), or empty (HF198's message ends with
 *  a space, which a printed traceback loses). */
const PLACEHOLDER = '(?:.{1,300}?)';
const LAST_PLACEHOLDER = '(?:.{0,1999}\\S)?';
/** The exception name before a message, looked for only once a message is found (a bounded look back);
 *  a bare `Exception` too (pipeline() raises one, HF126). Python prints a KeyError's message as the
 *  repr of its key, in quotes (HF161): the opening quote is taken, and the closing one after the message. */
const EXCEPTION_BEFORE = /(?:^|[^\w.])((?:[A-Za-z_][\w]*\.){0,8}(?:[A-Za-z_]\w{0,80}(?:Error|Exception|Warning)|Exception)\s*:\s*(['"]?))$/;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A file's path as a pattern whose separators are `/` or `\\` (Windows). */
function fileRe(file: string): string {
  return escape(file).replace(/\//g, '[\\\\/]');
}

type Part = MessageRow['parts'][number];

/** The parts of a message up to its first line break (a terminal hands lines over one at a time);
 *  the text before the break keeps no trailing spaces. */
function firstLine(parts: readonly Part[]): readonly Part[] {
  const kept: Part[] = [];
  for (const part of parts) {
    if ('text' in part && part.text.includes('\n')) {
      const head = part.text.slice(0, part.text.indexOf('\n')).trimEnd();
      if (head.length > 0) {
        kept.push({ text: head });
      }
      return kept;
    }
    kept.push(part);
  }
  return kept;
}

/** The rows the server sent, checked: anything of another shape is left out. */
export function parseMessageRows(reply: unknown): MessageRow[] {
  const rows = (reply as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(rows)) {
    return [];
  }
  return rows.filter((row): row is MessageRow => {
    if (typeof row !== 'object' || row === null) {
      return false;
    }
    const r = row as Record<string, unknown>;
    return (
      typeof r.code === 'string' &&
      typeof r.versions === 'string' &&
      Array.isArray(r.parts) &&
      r.parts.every(
        (p: unknown) =>
          typeof p === 'object' &&
          p !== null &&
          (typeof (p as { text?: unknown }).text === 'string' || typeof (p as { placeholder?: unknown }).placeholder === 'string'),
      )
    );
  });
}

/**
 * Finds the catalog's messages in single lines of text (a terminal's lines, which VS Code hands
 * over with soft-wrapped rows already joined). Spaces in a message match any run of spaces; a
 * placeholder matches a bounded run of characters; the exception name before it joins the link.
 */
export class MessageMatcher {
  private readonly patterns: { readonly re: RegExp; readonly row: MessageRow; readonly literal: number }[];

  private readonly frames: { readonly re: RegExp; readonly row: MessageRow }[];

  constructor(rows: readonly MessageRow[]) {
    // An error raised without a message (HF301's bare `AttributeError`) has no text to find, and
    // its exception line alone comes from anywhere: the link goes on the frame that raises it
    // (`File ".../transformers/tokenization_utils_base.py", line 304, in __getattr__`), the file
    // and one of the lines the catalog recorded.
    this.frames = rows
      .filter((row) => row.parts.length === 0 && typeof row.file === 'string' && Array.isArray(row.lines) && row.lines.length > 0)
      .map((row) => ({
        re: new RegExp(
          `File (?:"[^"]*[\\\\/]${fileRe(row.file as string)}", line |\\S*[\\\\/]${fileRe(row.file as string)}:)(?:${(row.lines as number[]).join('|')})\\b`,
        ),
        row,
      }));
    rows = rows.filter((row) => row.parts.length > 0);
    this.patterns = rows.map((row) => {
      const parts = firstLine(row.parts);
      let source = '';
      let literal = 0;
      parts.forEach((part, i) => {
        if ('text' in part) {
          source += escape(part.text).replace(/\s+/g, '\\s+');
          literal += part.text.replace(/\s+/g, '').length;
        } else {
          // One that ends the line, or that only punctuation follows, runs to its end (its shortest
          // match is a character).
          const rest = parts.slice(i + 1);
          const ends = rest.every((p) => 'text' in p && !/\w/.test(p.text));
          source += ends ? LAST_PLACEHOLDER : PLACEHOLDER;
        }
      });
      if (parts.length < row.parts.length || parts.at(-1) !== row.parts.at(-1)) {
        // A message over several lines (HF136 lists the issues below its first line): the link is on
        // the exception's line, whose trailing spaces a terminal may or may not keep.
        source += '[ \\t]*';
      }
      return { re: new RegExp(source, 'g'), row, literal };
    });
    // Longer messages first: one that holds another's text is that one's.
    this.patterns.sort((a, b) => b.literal - a.literal);
  }

  get size(): number {
    return this.patterns.length + this.frames.length;
  }

  /** The messages in `line`, left to right; one link per place (codes that share a text together). */
  find(line: string): FoundMessage[] {
    if (line.length > 10_000) {
      line = line.slice(0, 10_000);
    }
    const found: { start: number; end: number; codes: string[]; versions: string[] }[] = [];
    for (const { re, row } of this.patterns) {
      re.lastIndex = 0;
      for (let m = re.exec(line); m !== null; m = re.exec(line)) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        let end = m.index + m[0].length;
        // The link starts at the exception's name when one is written just before the message.
        const before = EXCEPTION_BEFORE.exec(line.slice(Math.max(0, m.index - 200), m.index));
        const start = before === null ? m.index : m.index - before[1].length;
        if (before !== null && before[2] !== '' && line[end] === before[2]) {
          end += 1; // (the quote that closes a KeyError's message)
        }
        const same = found.find((f) => f.start === start && f.end === end);
        if (same !== undefined) {
          if (!same.codes.includes(row.code)) {
            same.codes.push(row.code);
          }
          same.versions.push(row.versions);
        } else if (!found.some((f) => start < f.end && f.start < end)) {
          found.push({ start, end, codes: [row.code], versions: [row.versions] });
        }
      }
    }
    const shown = found
      .sort((a, b) => a.start - b.start)
      .map((f): FoundMessage => ({ startIndex: f.start, length: f.end - f.start, codes: f.codes, versions: f.versions }));
    for (const { re, row } of this.frames) {
      const m = re.exec(line);
      if (m !== null && !shown.some((f) => f.codes.includes(row.code))) {
        shown.push({ startIndex: m.index, length: m[0].length, codes: [row.code], versions: [row.versions], frame: true });
      }
    }
    return shown;
  }
}

/** The tooltip of a terminal link. */
export function linkTooltip(found: FoundMessage): string {
  return `hflint: explain ${found.codes.join(' or ')} (transformers ${found.versions.join(', ')})`;
}

const HEADER = /Traceback \(most recent call last\)|^-{20,}\s*$/;
const MAX_TRACEBACK_LINES = 400;

/**
 * The traceback that ends with `line` in a terminal's text: from the nearest traceback header
 * above the last occurrence of the line, to the line. Only the line itself when no header is near.
 */
export function tracebackAround(buffer: string, line: string, through = false): string {
  const lines = buffer.replace(/\r\n/g, '\n').split('\n');
  const wanted = line.trim();
  let at = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].includes(wanted) || (wanted.length > 0 && wanted.includes(lines[i].trim()) && lines[i].trim().length > 20)) {
      at = i;
      break;
    }
  }
  if (at < 0) {
    return line;
  }
  let start = at;
  for (let i = at; i >= 0 && i >= at - MAX_TRACEBACK_LINES; i--) {
    if (HEADER.test(lines[i])) {
      start = i;
      break;
    }
  }
  let end = at;
  if (through) {
    // (a frame's line: the traceback goes on below it (IPython's listing and frames too) to the
    // exception's line, and through any exception chained to it (the KeyError BatchEncoding.__getattr__ turns into its bare
    // AttributeError) to the last one)
    for (let i = at + 1; i < lines.length && i <= at + MAX_TRACEBACK_LINES; i++) {
      const text = lines[i];
      if (/^[A-Za-z_][\w.]*(?:Error|Exception)\b/.test(text)) {
        end = i;
      } else if (!(text.trim() === '' || /^(?:\s|-*> ?\d|File |Cell In)/.test(text) || HEADER.test(text) || /^(?:During handling|The above exception)/.test(text))) {
        break;
      }
    }
  }
  return lines.slice(start, end + 1).join('\n');
}

/** What the server (or `hflint explain --format json`) says of one error. */
export interface ExplainedError {
  readonly code: string;
  readonly codes: readonly string[];
  readonly title: string;
  readonly exception: string | null;
  readonly message: string;
  readonly release: string | null;
  readonly markdown: string;
  /** The user's line: a file URI (or path from the CLI), a 0-based range, a notebook cell (1-based position). */
  readonly uri: string | null;
  readonly path: string | null;
  readonly line: number | null;
  readonly character: number;
  readonly cell: number | null;
}

/** Reads the server's reply, or the CLI's JSON; errors of another shape are left out. */
export function parseExplainReply(reply: unknown): ExplainedError[] {
  const errors = (reply as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) {
    return [];
  }
  const out: ExplainedError[] = [];
  for (const raw of errors) {
    if (typeof raw !== 'object' || raw === null) {
      continue;
    }
    const e = raw as Record<string, unknown>;
    if (typeof e.code !== 'string' || typeof e.message !== 'string' || typeof e.markdown !== 'string') {
      continue;
    }
    const location = (typeof e.location === 'object' && e.location !== null ? e.location : {}) as Record<string, unknown>;
    const range = (typeof e.range === 'object' && e.range !== null ? e.range : undefined) as
      | { start?: { line?: unknown; character?: unknown } }
      | undefined;
    const startLine = range?.start?.line;
    const startChar = range?.start?.character;
    out.push({
      code: e.code,
      codes: Array.isArray(e.codes) ? e.codes.filter((c): c is string => typeof c === 'string') : [e.code],
      title: typeof e.title === 'string' ? e.title : e.code,
      exception: typeof e.exception === 'string' ? e.exception : null,
      message: e.message,
      release: typeof e.release === 'string' ? e.release : null,
      markdown: e.markdown,
      uri: typeof e.uri === 'string' ? e.uri : null,
      path: typeof location.path === 'string' ? location.path : null,
      line: typeof startLine === 'number' ? startLine : typeof location.line === 'number' ? location.line - 1 : null,
      character: typeof startChar === 'number' ? startChar : 0,
      cell: typeof location.cell === 'number' ? location.cell : null,
    });
  }
  return out;
}

/** The title of the explanation's page: `HF101 · ValueError` or `HF101 or HF103`. */
export function pageName(error: ExplainedError): string {
  return error.codes.length > 1 ? error.codes.join(' or ') : error.code;
}
