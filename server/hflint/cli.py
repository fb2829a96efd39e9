"""The command line: check / explain / catalog / server, thin commands over the core."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections.abc import Sequence

from hflint import __version__

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2


def _catalog_or_die():
    # (imported here: a check run starts its helpers before it needs the catalog)
    from hflint.catalog import CatalogError, default_catalog

    try:
        return default_catalog()
    except CatalogError as err:
        print(f"hflint: broken catalog: {err}", file=sys.stderr)
        raise SystemExit(EXIT_USAGE) from None


def cmd_explain(args: argparse.Namespace) -> int:
    import json

    from hflint.catalog import entry_to_json, render_markdown, render_text

    catalog = _catalog_or_die()
    entry = catalog.get(args.code)
    if entry is None:
        print(f"hflint: unknown code {args.code!r}; known codes: {', '.join(catalog.codes)}", file=sys.stderr)
        return EXIT_USAGE
    if args.format == "markdown":
        sys.stdout.write(render_markdown(entry))
    elif args.format == "json":
        json.dump(entry_to_json(entry), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_text(entry))
    return EXIT_CLEAN


def cmd_catalog_list(args: argparse.Namespace) -> int:
    import json

    catalog = _catalog_or_die()
    if args.format == "json":
        rows = [{"code": e.code, "slug": e.slug, "title": e.title} for e in catalog]
        json.dump(rows, sys.stdout, indent=2)
        sys.stdout.write("\n")
    elif args.format == "markdown":
        sys.stdout.write("| code | slug | title |\n|---|---|---|\n")
        for e in catalog:
            sys.stdout.write(f"| {e.code} | {e.slug} | {e.title} |\n")
    else:
        width = max(len(e.slug) for e in catalog)
        for e in catalog:
            sys.stdout.write(f"{e.code}  {e.slug:<{width}}  {e.title}\n")
    return EXIT_CLEAN


def _codes_arg(text: str | None) -> list[str] | None:
    if text is None:
        return None
    return [c.strip().upper() for c in text.split(",") if c.strip()]


def _validate_codes(codes: list[str], known: list[str], what: str) -> str | None:
    for code in codes:
        if code == "ALL" or code == "HF000":
            continue
        if not any(k.startswith(code) for k in known) or not code.startswith("HF"):
            return f"{what}: unknown code {code!r}; known codes: {', '.join(known)}"
    return None


def cmd_check(args: argparse.Namespace) -> int:
    import contextlib
    from pathlib import Path

    from hflint.checkrun import CheckOptions, started_check
    from hflint.core.settings import Settings
    from hflint.files import ConfigError, discover, load_project_config, workspace_root

    paths = args.paths or ["."]
    config_error: ConfigError | None = None
    try:
        project = load_project_config(Path(paths[0]))
    except ConfigError as err:
        config_error = err
    with contextlib.ExitStack() as stack:
        found = None
        run = None
        if config_error is None:
            workspace = str(workspace_root(paths, project.path))
            found = discover(paths, tuple(project.exclude) + tuple(args.exclude or ()))
            if found.names and not found.missing:
                # The screen starts now, in helper processes, while this one loads the catalog
                # and settles the release (everything below until the run finishes is only
                # what the screen does not need).
                run = stack.enter_context(started_check(found.names, Settings(workspace=workspace), args.jobs))
        catalog = _catalog_or_die()
        if config_error is not None:
            print(f"hflint: {config_error}", file=sys.stderr)
            return EXIT_USAGE
        assert found is not None
        from hflint.report import printable, render_json, render_sarif
        from hflint.versions import VersionError, release_for_check

        select = _codes_arg(args.select)
        ignore = _codes_arg(args.ignore)
        if select == []:
            # (`--select ,` or `--select ""` would select nothing and pass every file in silence)
            print(f"hflint: --select {args.select!r} names no code; name codes or prefixes such as HF1,HF203",
                  file=sys.stderr)
            return EXIT_USAGE
        if select is None and project.select is not None:
            select = [c.upper() for c in project.select]
        ignore_all = list(project.ignore) + (ignore or [])
        for codes, what in ((select or [], "--select"), (ignore_all, "--ignore")):
            problem = _validate_codes(codes, catalog.codes, what)
            if problem:
                print(f"hflint: {problem}", file=sys.stderr)
                return EXIT_USAGE
        try:
            release = release_for_check(catalog, args.transformers_version, project.transformers_version,
                                        project.path, args.python, paths)
        except VersionError as err:
            print(f"hflint: {err}", file=sys.stderr)
            return EXIT_USAGE
        if args.python:
            for note in release.notes:
                print(printable(f"hflint: note: {note}"), file=sys.stderr)
        select_set = None if select is None or "ALL" in select else frozenset(select)
        settings = Settings(select=select_set, ignore=frozenset(c.upper() for c in ignore_all),
                            transformers_version=release.version, version_source=release.source,
                            workspace=workspace)
        if found.missing:
            print(printable(f"hflint: no such file or folder: {', '.join(found.missing)}"), file=sys.stderr)
            return EXIT_USAGE
        if run is None and not found.problems and not found.special:
            # Like ruff: not an error, but never "All checks passed" when nothing was checked.
            print(f"hflint: warning: no Python files or notebooks to check in {', '.join(paths)} (folders "
                  "ignored by .gitignore, virtual environments and tool caches are skipped)", file=sys.stderr)
            if args.format == "json":
                sys.stdout.write(render_json([]))
            elif args.format == "sarif":
                sys.stdout.write(render_sarif([], catalog))
            return EXIT_CLEAN
        # The checked tree: the folders named, and the folder of each file named.
        roots = tuple(p if os.path.isdir(p) else os.path.dirname(p) for p in map(os.path.abspath, paths))
        opts = CheckOptions(settings=settings, release=release, fix=args.fix, diff=args.diff, roots=roots)
        outcomes = run.finish(opts) if run is not None else []
        if found.special:
            from hflint.checkrun import check_path

            outcomes += [check_path(Path(name), opts, catalog) for name in found.special]
    from hflint.report import FileReport, render_github
    from hflint.report import render_text as render_findings

    # What discovery could not look at (a folder that cannot be listed, a FIFO, a link that
    # loops) is reported as skipped, as an unreadable file is.
    reports = [dataclasses.replace(o.report, internal_errors=o.internal_errors) if o.internal_errors else o.report
               for o in outcomes] + [FileReport(path, (), error=why) for path, why in found.problems]
    internal = [(o.report.path, e) for o in outcomes for e in o.internal_errors]

    if args.format in ("json", "github", "sarif"):
        # The rows are findings only (as ruff's): say on stderr what could not be looked at (SARIF
        # and GitHub annotations say it too, in their own way).
        from hflint.report import incomplete_notes

        for r in reports:
            if r.error:
                print(printable(f"hflint: skipped {r.path}: {r.error}"), file=sys.stderr)
            for note in incomplete_notes(r):
                print(printable(f"hflint: {note}"), file=sys.stderr)
    if args.diff:
        for o in outcomes:
            sys.stdout.write(o.diff)
    if args.format == "json":
        sys.stdout.write(render_json(reports))
    elif args.format == "sarif":
        sys.stdout.write(render_sarif(reports, catalog))
    elif args.format == "github":
        sys.stdout.write(render_github(reports))
    elif not args.diff:
        sys.stdout.write(render_findings(reports, color=sys.stdout.isatty() and not args.no_color))
    fixed = sum(o.fixed for o in outcomes)
    if args.fix and fixed:
        print(f"Fixed {fixed} problem{'s' if fixed != 1 else ''}.", file=sys.stderr)
    unwritten = [(o.report.path, o.write_error) for o in outcomes if o.write_error]
    for path, problem in unwritten:
        print(printable(f"hflint: could not write the fixes to {path}: {problem}"), file=sys.stderr)
    for path, problem in internal:
        print(printable(f"hflint: internal error in {path}: {problem}"), file=sys.stderr)
    if internal or unwritten:
        return EXIT_USAGE
    if args.diff:
        return EXIT_FINDINGS if any(o.diff for o in outcomes) else EXIT_CLEAN
    return EXIT_FINDINGS if any(r.findings for r in reports) else EXIT_CLEAN


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hflint",
        description="Find the transformers generation and export errors your code will raise, before you run it.",
    )
    parser.add_argument("--version", action="version", version=f"hflint {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    explain = sub.add_parser("explain", help="show a catalog entry: what the error means and how to fix it")
    explain.add_argument("code", help="an error code such as HF101")
    explain.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    explain.set_defaults(func=cmd_explain)

    cat = sub.add_parser("catalog", help="the error catalog")
    cat_sub = cat.add_subparsers(dest="catalog_command", metavar="SUBCOMMAND")
    cat_list = cat_sub.add_parser("list", help="list every code with its slug and title")
    cat_list.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    cat_list.set_defaults(func=cmd_catalog_list)

    check = sub.add_parser("check", help="check files and folders (.py, .ipynb) for errors transformers will raise")
    check.add_argument("paths", nargs="*", metavar="PATH", help="files or folders (default: the current folder)")
    check.add_argument("--select", help="comma-separated codes or prefixes to report (e.g. HF1,HF203)")
    check.add_argument("--ignore", help="comma-separated codes or prefixes not to report")
    check.add_argument("--exclude", action="append", help="glob of paths to skip (repeatable)")
    check.add_argument("--format", choices=["text", "json", "sarif", "github"], default="text")
    check.add_argument("--fix", action="store_true", help="apply the safe fixes in place")
    check.add_argument("--diff", action="store_true", help="print the safe fixes as a diff; change nothing")
    check.add_argument("--transformers-version", metavar="X.Y.Z", help="the transformers release to assume")
    check.add_argument("--python", metavar="PATH",
                       help="an interpreter or environment whose installed transformers decides the release")
    check.add_argument("--jobs", type=int, default=None, help="processes, this one included (default: one per core)")
    check.add_argument("--no-color", action="store_true")
    check.set_defaults(func=cmd_check)

    server = sub.add_parser("server", help="run the language server over stdio")
    server.set_defaults(func=_cmd_server)
    return parser


def _cmd_server(args: argparse.Namespace) -> int:
    # Before the import: importing the server module builds the server, which loads the catalog.
    _catalog_or_die()
    # The initialize reply goes out before pygls is imported, which takes most of the start.
    from hflint.lsp.early import answer_initialize

    early = answer_initialize(sys.stdin.buffer, sys.stdout.buffer)
    try:
        from hflint.lsp.server import main as server_main
    except ImportError as err:
        print(f"hflint: the language server is not available: {err}", file=sys.stderr)
        return EXIT_USAGE
    return server_main(early)


def main(argv: Sequence[str] | None = None) -> int:
    _fit_streams()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        os.getcwd()
    except OSError:
        # The folder hflint was started in was deleted: relative paths name nothing.
        relative = [p for p in (getattr(args, "paths", None) or ["."]) if not os.path.isabs(p)]
        if getattr(args, "func", None) is cmd_check and relative:
            print("hflint: the current folder no longer exists; name the paths to check as absolute paths",
                  file=sys.stderr)
            return EXIT_USAGE
        os.chdir(os.path.abspath(os.sep))  # (nothing below needs it, but some look at it)
    func = getattr(args, "func", None)
    if func is None:
        if args.command == "catalog":
            args.format = "text"
            return cmd_catalog_list(args)
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_CLEAN


# Characters of hflint's own texts (messages, catalog entries) and what a terminal that cannot
# show them gets instead; anything else becomes a backslash escape (\\u2192).
_PLAIN = {"\u2014": "--", "\u2013": "-", "\u2192": "->", "\u2190": "<-", "\u2026": "...", "\u2018": "'",
          "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2265": ">=", "\u2264": "<=", "\u00d7": "x",
          "\u2260": "!=", "\u00a0": " ", "\u2022": "*"}


def _plain_or_escaped(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    text = err.object[err.start:err.end]
    return "".join(_PLAIN.get(ch) or ch.encode("ascii", "backslashreplace").decode("ascii") for ch in text), err.end


def _fit_streams() -> None:
    """A terminal or pipe whose encoding is not UTF-8 (cp932, cp437, ascii) gets the nearest
    plain characters for what it cannot show, instead of a UnicodeEncodeError half way."""
    import codecs

    try:
        codecs.lookup_error("hflint-plain")
    except LookupError:
        codecs.register_error("hflint-plain", _plain_or_escaped)
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("_", "-")
        if encoding in ("utf-8", "utf8") or not hasattr(stream, "reconfigure"):
            continue
        try:
            stream.reconfigure(errors="hflint-plain")
        except (ValueError, OSError):
            pass


def console_main() -> None:
    """The `hflint` command and `python -m hflint`: main(), then the process ends at once.

    A check run keeps the modules it walked until the end (they are shared by every file).
    Letting the interpreter free them one by one on the way out took about 0.5 s on the
    benchmark's tree, for nothing: the output is flushed here, every file written by --fix is
    closed, and the helper processes have been joined."""
    code = main()
    if "logging" in sys.modules:  # (the server logs; a check run never imports it)
        sys.modules["logging"].shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)
