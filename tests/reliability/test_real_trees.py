"""Real source trees through `hflint check`: the unpacked transformers, torch and the standard library, zero internal errors.

The bounded CI run; `python tests/reliability/real_trees.py` is the full one (every
cached transformers release, torch, and every file with the prefilter off).
"""

from __future__ import annotations

import pytest

from real_trees import RELEASE, check_tree, stdlib_tree, torch_tree, transformers_trees


def trees() -> list:
    found = [pytest.param(name, root, id=name) for name, root in transformers_trees(everything=False).items()]
    if not found:
        found.append(
            pytest.param(
                f"transformers {RELEASE}",
                None,
                id=f"transformers {RELEASE}",
                marks=pytest.mark.skip(
                    reason="the ground-truth suite has not unpacked this release (tests/groundtruth/releases.py)"
                ),
            )
        )
    found.append(pytest.param("stdlib", stdlib_tree(), id="stdlib"))
    torch = torch_tree()
    found.append(
        pytest.param("torch", torch, id="torch", marks=[] if torch else pytest.mark.skip(reason="torch is not installed"))
    )
    return found


@pytest.mark.parametrize(("name", "root"), trees())
def test_a_real_tree_has_no_internal_errors(name, root, record_property):
    run = check_tree(name, root)
    record_property("files", run.files)
    record_property("findings", run.findings)
    record_property("seconds", round(run.seconds, 1))
    print(f"{name}: {run.files} files, {run.findings} findings, {len(run.internal_errors)} internal errors, {run.seconds:.1f} s")
    assert run.files > 1000
    assert run.internal_errors == []
    assert run.exit_code in (0, 1), run.stderr[-3000:]
    assert "Traceback" not in run.stderr
