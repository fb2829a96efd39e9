"""The command line: check / explain / catalog / server, thin commands over the core."""

from __future__ import annotations

import argparse
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
    import re

    from hflint.catalog import entry_to_json, render_markdown, render_text

    catalog = _catalog_or_die()
    given = args.code
    # A code, or a slug (assisted-use-cache-disabled: lower-case words joined by hyphens, as no
    # error message is); anything else is an error message.
    named = given is not None and (
        re.fullmatch(r"(?i)HF\d+|[a-z0-9]+(?:-[a-z0-9]+)+", given.strip()) is not None or catalog.lookup(given) is not None
    )
    if (
        args.traceback is not None
        or given == "-"
        or (given is not None and not named)
        or (given is None and not sys.stdin.isatty())
    ):
        return _explain_traceback(args, catalog)
    if given is None:
        print(
            "hflint explain: give a code (HF101) or its slug, an error message, `-` for a traceback on stdin, "
            "or --traceback FILE",
            file=sys.stderr,
        )
        return EXIT_USAGE
    if args.fix:
        print("hflint explain: --fix applies the fix a traceback points at; a code alone names no file", file=sys.stderr)
        return EXIT_USAGE
    entry = catalog.lookup(given)
    if entry is None:
        print(
            f"hflint: unknown code {given!r}; known codes: {', '.join(catalog.codes)} (or their slugs, "
            "as in `hflint catalog list`; HF000 for a syntax error)",
            file=sys.stderr,
        )
        return EXIT_USAGE
    if args.format == "markdown":
        sys.stdout.write(render_markdown(entry))
    elif args.format == "json":
        json.dump(entry_to_json(entry), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_text(entry))
    return EXIT_CLEAN


def _explain_traceback(args: argparse.Namespace, catalog) -> int:
    """`hflint explain -` / `--traceback FILE` / `hflint explain "ValueError: ..."`."""
    import json
    from pathlib import Path

    from hflint.explainer import explain, explanation_json, explanation_markdown, render_explanations_text

    if args.traceback is not None and args.traceback != "-":
        try:
            data = Path(args.traceback).read_bytes()
        except OSError as err:
            print(f"hflint explain: cannot read {args.traceback}: {err.strerror or err}", file=sys.stderr)
            return EXIT_USAGE
        text = data.decode("utf-8", errors="replace")
        roots = [Path.cwd()]
        if Path(args.traceback).resolve().parent != Path.cwd():
            roots.append(Path(args.traceback).resolve().parent)
        if args.traceback.endswith(".ipynb"):
            from hflint.explainer import tracebacks_in_notebook

            found = tracebacks_in_notebook(data)
            if found is None:
                print(f"hflint explain: {args.traceback} is not a notebook (invalid JSON or no cells)", file=sys.stderr)
                return EXIT_USAGE
            # Its own cells are where its `Cell In[N]` frames are.
            text = found
            args.notebook = [args.traceback] + list(args.notebook or [])
    elif args.traceback == "-" or args.code in (None, "-"):
        text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
        roots = [Path.cwd()]
    else:
        text = args.code
        roots = [Path.cwd()]
    release = None
    if args.transformers_version:
        from hflint.versions import VersionError, assume_release

        try:
            release = assume_release(catalog, args.transformers_version, "--transformers-version")
        except VersionError as err:
            print(f"hflint: {err}", file=sys.stderr)
            return EXIT_USAGE
    explained = explain(
        text,
        catalog,
        roots,
        notebooks=[Path(n) for n in args.notebook or []],
        fix=args.fix,
        detected=(lambda _ws: release) if release is not None else _detected_release(catalog),
        workspace_of=_workspace_of,
    )
    if args.format == "json":
        json.dump({"errors": [explanation_json(e, catalog, markdown=True) for e in explained]}, sys.stdout, indent=2)
        sys.stdout.write("\n")
    elif not explained:
        print("hflint does not know this error: no message of its catalog is in the text.")
    elif args.format == "markdown":
        sys.stdout.write("\n".join(explanation_markdown(e, catalog, page=not args.brief) for e in explained))
    else:
        sys.stdout.write(render_explanations_text(explained, catalog, page=not args.brief))
    return EXIT_CLEAN if explained else EXIT_FINDINGS


def _detected_release(catalog):
    """The release `hflint check` would assume for a workspace (its venv, its pins)."""

    def detect(workspace):
        from hflint.versions import detect_release

        try:
            found = detect_release(catalog, workspace=workspace)
        except Exception:  # noqa: BLE001 - a strange disk must not cost the explanation
            return None
        return found if found.source != "newest release the catalog knows" else None

    return detect


def _workspace_of(path):
    from hflint.files import ConfigError, load_project_config, workspace_root

    try:
        project = load_project_config(path.parent)
    except ConfigError:
        return workspace_root([str(path)], None)
    return workspace_root([str(path)], project.path)


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


def _resolve_codes(catalog, codes: list[str], what: str) -> tuple[list[str], str | None]:
    """Codes, prefixes and slugs as the codes and prefixes they mean; a problem naming the first
    item that means none."""
    out = []
    for item in codes:
        code = catalog.selector(item)
        if code is None:
            return [], (
                f"{what}: unknown code {item!r}; known codes: {', '.join(catalog.codes)} "
                "(or a prefix such as HF1, or a slug such as assisted-use-cache-disabled)"
            )
        out.append(code)
    return out, None


def use_color(stream, no_color: bool = False, environ=None) -> bool:
    """Colour only on a terminal, unless FORCE_COLOR asks for it; never with --no-color or NO_COLOR
    (https://no-color.org: any non-empty value), nor on a dumb terminal."""
    env = os.environ if environ is None else environ
    if no_color:
        return False
    force = env.get("FORCE_COLOR")
    if force is not None and force.strip().lower() not in ("0", "false"):
        return True
    if env.get("NO_COLOR") or env.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def cmd_check(args: argparse.Namespace) -> int:
    import contextlib
    from pathlib import Path

    from hflint.files import ConfigError, discover, load_project_config, workspace_root

    stdin = "-" in args.paths
    if stdin and len(args.paths) > 1:
        print("hflint: `-` reads the code from standard input; it cannot be given with other paths", file=sys.stderr)
        return EXIT_USAGE
    if args.stdin_filename and not stdin:
        print("hflint: --stdin-filename names the code read from standard input: give `-` as the path", file=sys.stderr)
        return EXIT_USAGE
    # Standard input is checked as if it were the file --stdin-filename names (its project's
    # configuration, its workspace's modules); without one, as a file of the current folder.
    paths = [args.stdin_filename or "."] if stdin else (args.paths or ["."])
    config_error: ConfigError | None = None
    try:
        project = load_project_config(Path(paths[0]))
    except ConfigError as err:
        config_error = err
    found = None
    if config_error is None and not stdin:
        found = discover(paths, tuple(project.exclude) + tuple(args.exclude or ()))
        if (
            not found.names
            and not found.missing
            and not found.problems
            and not found.special
            and args.upgrade_to is None
            and args.from_release is None
        ):
            return _nothing_to_check(args, project, paths)
    import dataclasses

    from hflint.checkrun import CheckOptions, started_check
    from hflint.core.settings import Settings

    with contextlib.ExitStack() as stack:
        run = None
        if config_error is None:
            workspace = str(workspace_root(paths, project.path))
            if not stdin:
                assert found is not None
                if found.names and not found.missing:
                    # The screen starts now, in helper processes, while this one loads the catalog
                    # and settles the release (everything below until the run finishes is only
                    # what the screen does not need).
                    # (the screen lets through the files whose suppression comments HF001 reads
                    # when it is selected: the codes are known from the arguments already)
                    early = _codes_arg(args.select) or ([c.upper() for c in project.select] if project.select else None)
                    if early and not all(c == "ALL" or (c.startswith("HF") and c[2:].isdigit()) or c == "HF" for c in early):
                        early = None  # (a slug: the screen lets every file through; the codes are resolved below)
                    screen = Settings(
                        workspace=workspace,
                        select=frozenset(early) if early else None,
                        ignore=frozenset(c.upper() for c in (_codes_arg(args.ignore) or []) + list(project.ignore)),
                    )
                    run = stack.enter_context(started_check(found.names, screen, args.jobs))
        catalog = _catalog_or_die()
        if config_error is not None:
            print(f"hflint: {config_error}", file=sys.stderr)
            return EXIT_USAGE
        from hflint.report import printable, render_json, render_sarif
        from hflint.versions import VersionError

        select = _codes_arg(args.select)
        ignore = _codes_arg(args.ignore)
        if select == []:
            # (`--select ,` or `--select ""` would select nothing and pass every file in silence)
            print(f"hflint: --select {args.select!r} names no code; name codes or prefixes such as HF1,HF203", file=sys.stderr)
            return EXIT_USAGE
        if select is None and project.select is not None:
            select = [c.upper() for c in project.select]
        ignore_all = list(project.ignore) + (ignore or [])
        resolved_select, problem = _resolve_codes(catalog, select or [], "--select")
        ignore_all, problem = (ignore_all, problem) if problem else _resolve_codes(catalog, ignore_all, "--ignore")
        if problem:
            print(f"hflint: {problem}", file=sys.stderr)
            return EXIT_USAGE
        select = resolved_select if select is not None else None
        release = _checked_release(catalog, args, project, paths)
        if release is None:
            return EXIT_USAGE
        upgrade_to = None
        if args.upgrade_to is not None or args.from_release is not None:
            problem = _upgrade_problem(args)
            if problem:
                print(f"hflint: {problem}", file=sys.stderr)
                return EXIT_USAGE
            from hflint.versions import assume_release

            try:
                if args.from_release is not None:
                    release = assume_release(catalog, args.from_release, "--from")
                upgrade_to = assume_release(catalog, args.upgrade_to, "--upgrade-to")
            except VersionError as err:
                print(f"hflint: {err}", file=sys.stderr)
                return EXIT_USAGE
        select_set = None if select is None else frozenset(select)
        settings = Settings(
            select=select_set,
            ignore=frozenset(c.upper() for c in ignore_all),
            transformers_version=release.version,
            version_source=release.source,
            workspace=workspace,
            torch=release.torch,
        )
        opts = CheckOptions(
            settings=settings,
            release=release,
            fix=args.fix,
            diff=args.diff,
            unsafe=args.unsafe_fixes,
            show_source=args.show_source,
            upgrade_to=upgrade_to,
        )
        if stdin:
            return _check_stdin(args, opts, catalog)
        assert found is not None
        if found.missing:
            print(printable(f"hflint: no such file or folder: {', '.join(found.missing)}"), file=sys.stderr)
            return EXIT_USAGE
        if run is None and not found.problems and not found.special:
            # Like ruff: not an error, but never "All checks passed" when nothing was checked.
            print(
                f"hflint: warning: no Python files or notebooks to check in {', '.join(paths)} (folders "
                "ignored by .gitignore, virtual environments and tool caches are skipped)",
                file=sys.stderr,
            )
            if upgrade_to is not None:
                from hflint.upgrade import render_json as upgrade_json
                from hflint.upgrade import render_text as upgrade_text

                sys.stdout.write(
                    upgrade_json([], release, upgrade_to) if args.format == "json" else upgrade_text([], release, upgrade_to)
                )
            elif args.format == "json":
                sys.stdout.write(render_json([]))
            elif args.format == "sarif":
                sys.stdout.write(render_sarif([], catalog))
            return EXIT_CLEAN
        # The checked tree: the folders named, and the folder of each file named.
        roots = tuple(p if os.path.isdir(p) else os.path.dirname(p) for p in map(os.path.abspath, paths))
        cache = None
        if not args.no_cache and not (args.fix or args.diff) and upgrade_to is None:
            from hflint.catalog import default_root
            from hflint.resultcache import ResultCache

            cache = ResultCache.for_run(workspace, args.cache_dir, default_root())
        opts = dataclasses.replace(opts, roots=roots, cache=cache)
        outcomes = run.finish(opts) if run is not None else []
        if found.special:
            from hflint.checkrun import check_path

            outcomes += [check_path(Path(name), opts, catalog) for name in found.special]
    if opts.upgrade_to is not None:
        return _report_upgrade(args, outcomes, release, opts.upgrade_to)
    return _report(args, outcomes, catalog, release, sys.stdout, found.problems)


def _check_stdin(args: argparse.Namespace, opts, catalog) -> int:
    """`hflint check -`: the code on standard input, named by --stdin-filename. With --fix the
    fixed code goes to standard output (as editors' format-on-save expects) and the report to
    standard error."""
    from hflint.checkrun import MAX_FILE_BYTES, check_data

    data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
    shown = args.stdin_filename or "-"
    if len(data) > MAX_FILE_BYTES:
        print(f"hflint: standard input: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB", file=sys.stderr)
        return EXIT_USAGE
    outcome = check_data(data, shown, opts, catalog)
    if opts.upgrade_to is not None:
        return _report_upgrade(args, [outcome], opts.release, opts.upgrade_to)
    if args.fix and not args.diff:
        # (the code as it came when the fixes could not be made: standard output always holds it)
        sys.stdout.buffer.write(outcome.fixed_bytes if outcome.fixed_bytes is not None else data)
        sys.stdout.flush()
        return _report(args, [outcome], catalog, opts.release, sys.stderr)
    return _report(args, [outcome], catalog, opts.release, sys.stdout)


def _report(args: argparse.Namespace, outcomes, catalog, release, out, problems: Sequence[tuple[str, str]] = ()) -> int:
    """Print a check run's outcomes in the chosen format on `out`; the exit code. `problems`:
    what discovery could not look at (path, why)."""
    import dataclasses

    from hflint.report import FileReport, TextOptions, printable, render_github, render_json, render_sarif, render_statistics
    from hflint.report import render_text as render_findings
    from hflint.versions import header

    # What discovery could not look at (a folder that cannot be listed, a FIFO, a link that
    # loops) is reported as skipped, as an unreadable file is.
    reports = [
        dataclasses.replace(o.report, internal_errors=o.internal_errors) if o.internal_errors else o.report for o in outcomes
    ] + [FileReport(path, (), error=why) for path, why in problems]
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
    fixed = sum(o.fixed for o in outcomes)
    if args.diff:
        if args.format == "text" and not args.quiet:
            print(printable(header(release)), file=sys.stderr)
        for o in outcomes:
            out.write(o.diff)
    if args.format == "json":
        out.write(render_json(reports))
    elif args.format == "sarif":
        out.write(render_sarif(reports, catalog))
    elif args.format == "github":
        out.write(render_github(reports))
    elif args.statistics:
        if not args.quiet:
            out.write(printable(header(release)) + "\n")
        out.write(render_statistics(reports, catalog, args.unsafe_fixes))
        if not args.quiet:
            from hflint.report import own_pin_summary

            pinned = own_pin_summary(reports).strip()
            if pinned:
                out.write(pinned[0].upper() + pinned[1:] + "\n")
    elif not args.diff:
        color = use_color(out, args.no_color)
        out.write(
            render_findings(
                reports,
                options=TextOptions(
                    color=color,
                    show_source=args.show_source,
                    header=header(release),
                    quiet=args.quiet,
                    unsafe=args.unsafe_fixes,
                    fixed=fixed if args.fix else 0,
                ),
            )
        )
    if args.fix and fixed:
        reported = sum(o.fixed_reported for o in outcomes)
        more = fixed - reported
        print(
            f"Fixed {reported} problem{'s' if reported != 1 else ''}"
            + (
                f", and {more} more that fixing {'them' if reported != 1 else 'it'} uncovered (the next error "
                f"of the same call{'s' if more != 1 else ''})"
                if more
                else ""
            )
            + ".",
            file=sys.stderr,
        )
    unwritten = [(o.report.path, o.write_error) for o in outcomes if o.write_error]
    for path, problem in unwritten:
        print(printable(f"hflint: could not write the fixes to {path}: {problem}"), file=sys.stderr)
    for path, problem in internal:
        print(printable(f"hflint: internal error in {path}: {problem}"), file=sys.stderr)
    if internal or unwritten:
        return EXIT_USAGE
    if args.exit_zero:
        return EXIT_CLEAN
    if args.diff:
        return EXIT_FINDINGS if any(o.diff for o in outcomes) else EXIT_CLEAN
    return EXIT_FINDINGS if any(r.findings for r in reports) else EXIT_CLEAN


def _checked_release(catalog, args: argparse.Namespace, project, paths: list[str]):
    """The release a check assumes (versions.release_for_check), with the notes of the interpreter
    `--python` named; None when the options name no release the catalog can take (said on stderr)."""
    from hflint.versions import VersionError, release_for_check

    try:
        release = release_for_check(
            catalog, args.transformers_version, project.transformers_version, project.path, args.python, paths
        )
    except VersionError as err:
        print(f"hflint: {err}", file=sys.stderr)
        return None
    if args.python:
        from hflint.report import printable

        for note in release.notes:
            print(printable(f"hflint: note: {note}"), file=sys.stderr)
    return release


def _nothing_to_check(args: argparse.Namespace, project, paths: list[str]) -> int:
    """`hflint check` where discovery found no file: what the options say is still checked
    (codes against the catalog, an explicit release, --python), nothing else is loaded. (An
    empty folder is the cost of a start: the catalog, the release detection and the analysis
    are 90 % of it, for nothing.)"""
    select, ignore = _codes_arg(args.select), _codes_arg(args.ignore)
    if select == []:
        # (`--select ,` or `--select ""` would select nothing and pass every file in silence)
        print(f"hflint: --select {args.select!r} names no code; name codes or prefixes such as HF1,HF203", file=sys.stderr)
        return EXIT_USAGE
    if select is None and project.select is not None:
        select = [c.upper() for c in project.select]
    codes = (select or []) + list(project.ignore) + (ignore or [])
    explicit_release = args.transformers_version or project.transformers_version or args.python
    catalog = _catalog_or_die() if codes or explicit_release or args.format == "sarif" else None
    if codes:
        assert catalog is not None
        for given, what in ((select or [], "--select"), (list(project.ignore) + (ignore or []), "--ignore")):
            _, problem = _resolve_codes(catalog, given, what)
            if problem:
                print(f"hflint: {problem}", file=sys.stderr)
                return EXIT_USAGE
    if explicit_release:
        assert catalog is not None
        if _checked_release(catalog, args, project, paths) is None:
            return EXIT_USAGE
    # Like ruff: not an error, but never "All checks passed" when nothing was checked.
    print(
        f"hflint: warning: no Python files or notebooks to check in {', '.join(paths)} (folders "
        "ignored by .gitignore, virtual environments and tool caches are skipped)",
        file=sys.stderr,
    )
    if args.format == "json":
        sys.stdout.write("[]\n")  # (render_json of no report)
    elif args.format == "sarif":
        from hflint.report import render_sarif

        assert catalog is not None
        sys.stdout.write(render_sarif([], catalog))
    return EXIT_CLEAN


def _upgrade_problem(args: argparse.Namespace) -> str | None:
    if args.upgrade_to is None:
        return "--from needs --upgrade-to (the release to compare with)"
    if args.fix or args.diff:
        return "--upgrade-to compares two releases; it changes no file (drop --fix / --diff)"
    if args.format in ("sarif", "github"):
        return "--upgrade-to reports in text or json"
    if args.from_release is not None and args.transformers_version is not None:
        return "--from and --transformers-version both name the starting release: give one"
    return None


def _report_upgrade(args: argparse.Namespace, outcomes, release, upgrade_to) -> int:
    """`check --upgrade-to`: the calls whose findings differ; exit 1 only when the upgrade brings an error."""
    from hflint.upgrade import render_json as upgrade_json
    from hflint.upgrade import render_text as upgrade_text

    files = [(o.report, o.changes) for o in outcomes if o.changes]
    for o in outcomes:
        if o.report.error:
            print(f"hflint: skipped {o.report.path}: {o.report.error}", file=sys.stderr)
        for problem in o.internal_errors:
            print(f"hflint: internal error in {o.report.path}: {problem}", file=sys.stderr)
    if args.format == "json":
        sys.stdout.write(upgrade_json(files, release, upgrade_to))
    else:
        sys.stdout.write(upgrade_text(files, release, upgrade_to, color=use_color(sys.stdout, args.no_color)))
    if any(o.internal_errors for o in outcomes):
        return EXIT_USAGE
    if args.exit_zero:
        return EXIT_CLEAN
    brings_error = any(ch.introduces_error for _, calls in files for call in calls for ch in call.changes)
    return EXIT_FINDINGS if brings_error else EXIT_CLEAN


DOCS = (
    "Docs: the README of hflint's source (sections 'Command line' and 'Which release'); "
    "`hflint explain CODE` for what a code means and how to fix it."
)


def _epilog(*examples: str) -> str:
    return "examples:\n" + "\n".join(f"  {e}" for e in examples) + "\n\n" + DOCS


def build_parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(
        prog="hflint",
        description="Find the transformers generation and export errors your code will raise, before you run it.",
        formatter_class=raw,
        epilog=_epilog("hflint check .", "hflint check src/ --fix", "hflint explain HF101", "hflint server"),
    )
    parser.add_argument("--version", action="version", version=f"hflint {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    explain = sub.add_parser(
        "explain",
        help="show a catalog entry, or explain a traceback: the code, the release you ran, your line",
        formatter_class=raw,
        epilog=_epilog(
            "hflint explain HF101",
            "hflint explain hf203 --format markdown",
            "hflint explain - < traceback.txt",
            "hflint explain --traceback notebook.ipynb --fix",
        ),
        description="With a code: its catalog entry. With a traceback or an error line (as an argument, on "
        "stdin with -, or in --traceback FILE): the known errors in it, the releases whose message "
        "it is, the line of your code that raised it and its fix. Exit 1 when the text holds no "
        "error hflint knows.",
    )
    explain.add_argument(
        "code",
        nargs="?",
        help="an error code such as HF101 or its slug (assisted-use-cache-disabled), an error message, or - (stdin)",
    )
    explain.add_argument("--traceback", metavar="FILE", help="a file holding a traceback, a log or a notebook's output")
    explain.add_argument(
        "--fix", action="store_true", help="apply the safe fix of the error in the file the traceback names (as check --fix)"
    )
    explain.add_argument(
        "--notebook",
        action="append",
        metavar="NB",
        help="a notebook the traceback's `Cell In[N]` frames come from (default: those in the current folder)",
    )
    explain.add_argument("--transformers-version", metavar="X.Y.Z", help="the release that ran, when the traceback does not tell")
    explain.add_argument("--brief", action="store_true", help="without the catalog page")
    explain.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    explain.set_defaults(func=cmd_explain)

    cat = sub.add_parser(
        "catalog",
        help="the error catalog",
        formatter_class=raw,
        epilog=_epilog("hflint catalog list", "hflint catalog list --format json"),
    )
    cat_sub = cat.add_subparsers(dest="catalog_command", metavar="SUBCOMMAND")
    cat_list = cat_sub.add_parser(
        "list",
        help="list every code with its slug and title",
        formatter_class=raw,
        epilog=_epilog("hflint catalog list", "hflint catalog list --format markdown"),
    )
    cat_list.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    cat_list.set_defaults(func=cmd_catalog_list)

    check = sub.add_parser(
        "check",
        help="check files and folders (.py, .ipynb) for errors transformers will raise",
        formatter_class=raw,
        epilog=_epilog(
            "hflint check .                          # every .py and .ipynb under the current folder",
            "hflint check train.py --show-source     # with the line and a caret under each finding",
            "hflint check . --fix                    # apply the safe fixes in place",
            "hflint check . --fix --unsafe-fixes     # the unsafe ones too (review the result)",
            "hflint check . --diff                   # show the fixes, change nothing",
            "hflint check . --select HF2 --statistics",
            "hflint check . --select HF001           # suppression comments that silence nothing",
            "hflint check - --stdin-filename app.py < app.py",
            "hflint check . --format sarif > hflint.sarif",
        ),
    )
    check.add_argument(
        "paths", nargs="*", metavar="PATH", help="files or folders (default: the current folder); `-` reads standard input"
    )
    check.add_argument(
        "--select",
        help="comma-separated codes, prefixes or slugs to report (e.g. HF1,HF203; HF001 is reported only when selected)",
    )
    check.add_argument("--ignore", help="comma-separated codes, prefixes or slugs not to report")
    check.add_argument("--exclude", action="append", help="glob of paths to skip (repeatable)")
    check.add_argument("--format", choices=["text", "json", "sarif", "github"], default="text")
    check.add_argument("--fix", action="store_true", help="apply the safe fixes in place")
    check.add_argument(
        "--unsafe-fixes",
        action="store_true",
        help="with --fix or --diff, make a finding's unsafe fix when it has no safe one (never an "
        "ignore comment); count them as fixable",
    )
    check.add_argument("--diff", action="store_true", help="print the fixes as a diff; change nothing")
    check.add_argument("--show-source", action="store_true", help="show each finding's line with a caret under its range")
    check.add_argument("--statistics", action="store_true", help="print how many findings of each code, not the findings")
    check.add_argument(
        "-q", "--quiet", action="store_true", help="print the findings only (no header naming the release, no summary)"
    )
    check.add_argument(
        "--exit-zero", action="store_true", help="exit 0 even when there are findings (2 still means a usage or internal error)"
    )
    check.add_argument(
        "--stdin-filename",
        metavar="PATH",
        help="with `-`: the path the code on standard input stands for (messages, configuration, the workspace's imports)",
    )
    check.add_argument("--transformers-version", metavar="X.Y.Z", help="the transformers release to assume")
    check.add_argument(
        "--upgrade-to",
        metavar="X.Y.Z",
        help="report what upgrading transformers to this release changes: per call, the findings "
        "that appear, disappear or change (exit 1 only when it brings an error)",
    )
    check.add_argument(
        "--from",
        dest="from_release",
        metavar="X.Y.Z",
        help="with --upgrade-to: the release to start from (default: the one hflint detects)",
    )
    check.add_argument(
        "--python", metavar="PATH", help="an interpreter or environment whose installed transformers decides the release"
    )
    check.add_argument("--jobs", type=int, default=None, help="processes, this one included (default: one per core)")
    check.add_argument(
        "--no-cache", action="store_true", help="neither read nor write the result cache (.hflint_cache in the workspace)"
    )
    check.add_argument(
        "--cache-dir",
        metavar="PATH",
        help="where the result cache is kept (default: $HFLINT_CACHE_DIR, else .hflint_cache in the workspace)",
    )
    check.add_argument(
        "--no-color",
        action="store_true",
        help="no colours (also NO_COLOR=1; FORCE_COLOR=1 colours output that is not a terminal)",
    )
    check.set_defaults(func=cmd_check)

    server = sub.add_parser(
        "server",
        help="run the language server over stdio",
        formatter_class=raw,
        epilog=_epilog("hflint server", "hflint server --stdio   # the same: stdio is the only transport"),
    )
    server.add_argument(
        "--stdio",
        action="store_true",
        help="talk LSP over standard input and output (the default and only transport; accepted because many clients pass it)",
    )
    server.set_defaults(func=_cmd_server)
    return parser


def _cmd_server(args: argparse.Namespace) -> int:
    # Before the import: importing the server module builds the server, which loads the catalog.
    _catalog_or_die()
    # The initialize reply and the first document's diagnostics go out before pygls is imported,
    # which takes most of the start (lsp/early.py).
    from hflint.lsp.early import start

    early = start(sys.stdin.buffer, sys.stdout.buffer)
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
            print("hflint: the current folder no longer exists; name the paths to check as absolute paths", file=sys.stderr)
            return EXIT_USAGE
        os.chdir(os.path.abspath(os.sep))  # (nothing below needs it, but some look at it)
    func = getattr(args, "func", None)
    if func is None:
        if args.command == "catalog":
            args.format = "text"
            return cmd_catalog_list(args)
        # `hflint` alone: what it does and how to run it (asking for help is no error).
        parser.print_help(sys.stdout)
        return EXIT_CLEAN
    try:
        return int(func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_CLEAN


# Characters of hflint's own texts (messages, catalog entries) and what a terminal that cannot
# show them gets instead; anything else becomes a backslash escape (\\u2192).
_PLAIN = {
    "\u2014": "--",
    "\u2013": "-",
    "\u2192": "->",
    "\u2190": "<-",
    "\u2026": "...",
    "\u2018": "'",
    "\u2019": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u2265": ">=",
    "\u2264": "<=",
    "\u00d7": "x",
    "\u2260": "!=",
    "\u00a0": " ",
    "\u2022": "*",
}


def _plain_or_escaped(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    text = err.object[err.start : err.end]
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
