"""`hflint check --fix` never damages a file: its own encoding, atomic writes, only the edits' bytes, no lost finding.

Each test writes a file with a finding whose safe fix is known, runs the real command
(or check_path in process where a fault must be injected), and looks at the bytes on disk.
"""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from hflint import writeback
from hflint.catalog import default_catalog
from hflint.checkrun import CheckOptions, check_path
from hflint.core.settings import Settings
from hflint.versions import assume_release

CHECK = [sys.executable, "-m", "hflint", "check", "--transformers-version", "5.23.0"]

# HF101, whose safe fix flips `False` to `True` in place.
FLIP = (
    "from transformers import AutoModelForCausalLM\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "assistant = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
    "out = model.generate(assistant_model=assistant, use_cache=False)\n"
)
FLIPPED = FLIP.replace("use_cache=False", "use_cache=True")
# HF202 and HF203, whose safe fixes insert two lines above the wrapper.
EXPORT = (
    "from transformers import AutoModelForCausalLM\n"
    "from transformers.integrations.executorch import TorchExportableModuleWithStaticCache\n"
    "\n"
    "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
    "exported = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)\n"
)


def run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CHECK, *map(str, args)], cwd=cwd, capture_output=True, text=True, timeout=120)


# ---------------------------------------------------------------- the file's own encoding


@pytest.mark.parametrize(("encoding", "word"), [("latin-1", "café"), ("cp1252", "€uro"), ("iso-8859-15", "œuvre")])
def test_a_declared_encoding_is_kept(tmp_path, encoding, word):
    path = tmp_path / "run.py"
    source = f"# -*- coding: {encoding} -*-\nGREETING = {word!r}\n" + FLIP
    path.write_bytes(source.encode(encoding))
    done = run("--fix", path.name, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Fixed 1 problem." in done.stderr
    after = path.read_bytes()
    assert after == (f"# -*- coding: {encoding} -*-\nGREETING = {word!r}\n" + FLIPPED).encode(encoding)
    compile(after, str(path), "exec")  # Python still reads it


def test_a_byte_order_mark_is_kept(tmp_path):
    path = tmp_path / "run.py"
    path.write_bytes(b"\xef\xbb\xbf" + ("NAME = 'na\u00efve'\n" + FLIP).encode("utf-8"))
    assert run("--fix", path.name, cwd=tmp_path).returncode == 0
    assert path.read_bytes() == b"\xef\xbb\xbf" + ("NAME = 'na\u00efve'\n" + FLIPPED).encode("utf-8")


def test_an_encoding_that_does_not_round_trip_is_refused_with_a_message(tmp_path):
    # In cp932, 0x87 0x9A (NEC's row 13) decodes to U+2235, which encodes back as 0x81 0xE6:
    # writing the text again would change bytes the fix never touched.
    path = tmp_path / "run.py"
    original = b"# coding: cp932\nNAME = '\x87\x9a'\n" + FLIP.encode("ascii")
    path.write_bytes(original)
    done = run("--fix", path.name, cwd=tmp_path)
    assert path.read_bytes() == original
    assert done.returncode == 2
    assert "run.py:6:13: error: HF101" in done.stdout  # the finding is still reported
    assert "could not write the fixes to run.py" in done.stderr and "cp932" in done.stderr
    assert "Fixed" not in done.stderr and "Traceback" not in done.stderr


def test_encode_fixed_refuses_to_move_the_encoding_declaration():
    # A line inserted above line 2 would push the declaration to line 3, where Python ignores it.
    old = "#!/usr/bin/env python\n# coding: latin-1\nNAME = 'caf\u00e9'\n"
    with pytest.raises(writeback.WriteRefused, match="encoding declaration"):
        writeback.encode_fixed(old.encode("latin-1"), old, "x = 1\n" + old)


def test_encode_fixed_refuses_what_the_encoding_cannot_hold():
    with pytest.raises(writeback.WriteRefused, match="cannot hold '\u20ac', which the fix inserts"):
        writeback.encode_fixed(b"# coding: latin-1\nx = 1\n", "# coding: latin-1\nx = 1\n", "# coding: latin-1\nx = '\u20ac'\n")


# ---------------------------------------------------------------- only the edits' bytes


def test_mixed_line_endings_are_kept_and_a_new_line_takes_its_neighbours(tmp_path):
    lines = EXPORT.split("\n")
    endings = ["\n", "\r\n", "\n", "\r\n", "\r\n"]
    path = tmp_path / "export.py"
    path.write_bytes("".join(line + end for line, end in zip(lines, endings)).encode())
    before = path.read_bytes()
    done = run("--fix", path.name, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    after = path.read_bytes()
    inserted = b'model.generation_config.use_cache = True\r\nmodel.generation_config.cache_implementation = "static"\r\n'
    at = before.index(b"exported =")
    assert after == before[:at] + inserted + before[at:]


def test_a_flip_changes_only_its_own_bytes_in_a_crlf_file(tmp_path):
    path = tmp_path / "run.py"
    path.write_bytes(FLIP.replace("\n", "\r\n").encode())
    assert run("--fix", path.name, cwd=tmp_path).returncode == 0
    assert path.read_bytes() == FLIPPED.replace("\n", "\r\n").encode()


# ---------------------------------------------------------------- atomic, and nothing lost on failure


def _check_in_process(path: Path, *, fix: bool = True, diff: bool = False):
    catalog = default_catalog()
    opts = CheckOptions(
        Settings(transformers_version="5.23.0", workspace=str(path.parent)),
        assume_release(catalog, "5.23.0"),
        fix=fix,
        diff=diff,
        roots=(str(path.parent),),
    )
    return check_path(path, opts, catalog)


def test_a_failing_write_leaves_the_original_and_reports_the_finding(tmp_path, monkeypatch):
    path = tmp_path / "run.py"
    path.write_text(FLIP)

    def full_disk(fd, data):
        os.write(fd, data[: len(data) // 2])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(writeback, "_write_all", full_disk)
    outcome = _check_in_process(path)
    assert path.read_text() == FLIP
    assert [f.code for f in outcome.report.findings] == ["HF101"]
    assert outcome.fixed == 0
    assert outcome.write_error is not None and "No space left on device" in outcome.write_error
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.py"]  # no temporary file left behind


@pytest.fixture
def tiny_tmpfs(tmp_path):
    mount = tmp_path / "small"
    mount.mkdir()
    if (
        os.geteuid() != 0
        or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)], capture_output=True).returncode != 0
    ):
        pytest.skip("cannot mount a small tmpfs here (test_a_failing_write_... injects the failure instead)")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_full_disk_for_real(tiny_tmpfs):
    path = tiny_tmpfs / "run.py"
    padding = "# " + "x" * 76 + "\n"
    original = (FLIP + padding * 300).encode()  # about 24 KiB
    path.write_bytes(original)
    filler = tiny_tmpfs / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:  # fill what is left, then free less than a second copy of the file needs
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError as err:
        assert err.errno == errno.ENOSPC
    finally:
        os.close(fd)
    os.truncate(filler, max(0, filler.stat().st_size - 8192))
    done = run("--fix", "run.py", cwd=tiny_tmpfs)
    assert path.read_bytes() == original
    assert done.returncode == 2
    assert "run.py:4:" in done.stdout and "HF101" in done.stdout
    assert "could not write the fixes to run.py" in done.stderr and "No space left on device" in done.stderr
    assert sorted(p.name for p in tiny_tmpfs.iterdir()) == ["filler", "run.py"]


def test_a_read_only_file_is_reported_not_crashed_on(tmp_path):
    path = tmp_path / "run.py"
    path.write_text(FLIP)
    path.chmod(0o444)
    done = run("--fix", path.name, cwd=tmp_path)
    assert path.read_text() == FLIP
    assert done.returncode == 2
    assert "HF101" in done.stdout
    assert "could not write the fixes to run.py: read-only" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def test_mode_and_owner_are_kept(tmp_path):
    path = tmp_path / "run.py"
    path.write_text(FLIP)
    path.chmod(0o751)
    if os.geteuid() == 0:
        os.chown(path, 4321, 4322)
    inode = path.stat().st_ino
    assert run("--fix", path.name, cwd=tmp_path).returncode == 0
    st = path.stat()
    assert path.read_text() == FLIPPED
    assert stat.S_IMODE(st.st_mode) == 0o751
    if os.geteuid() == 0:
        assert (st.st_uid, st.st_gid) == (4321, 4322)
    assert st.st_ino != inode  # a new file renamed into place: never truncated and written


def test_a_link_inside_the_tree_writes_its_target_and_stays_a_link(tmp_path):
    real = tmp_path / "src" / "real.py"
    real.parent.mkdir()
    real.write_text(FLIP)
    (tmp_path / "link.py").symlink_to("src/real.py")
    done = run("--fix", "link.py", "src", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "link.py").is_symlink() and os.readlink(tmp_path / "link.py") == "src/real.py"
    assert real.read_text() == FLIPPED


def test_a_link_out_of_the_tree_is_not_written(tmp_path):
    outside = tmp_path / "outside" / "theirs.py"
    outside.parent.mkdir()
    outside.write_text(FLIP)
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "mine.py").symlink_to(outside)
    done = run("--fix", ".", cwd=tree)
    assert outside.read_text() == FLIP
    assert (tree / "mine.py").is_symlink()
    assert done.returncode == 2
    assert "HF101" in done.stdout
    assert "links to a file outside the checked tree" in done.stderr


def test_a_file_changed_while_hflint_ran_is_not_overwritten(tmp_path, monkeypatch):
    path = tmp_path / "run.py"
    path.write_text(FLIP)
    import hflint.core.engine as engine

    real_analyze = engine.analyze
    edited = FLIP + "# the user saved this meanwhile\n"

    def analyze_while_the_user_saves(*args, **kwargs):
        result = real_analyze(*args, **kwargs)
        path.write_text(edited)
        return result

    monkeypatch.setattr(engine, "analyze", analyze_while_the_user_saves)
    outcome = _check_in_process(path)
    assert path.read_text() == edited
    assert outcome.fixed == 0 and [f.code for f in outcome.report.findings] == ["HF101"]
    assert "changed since hflint read it" in (outcome.write_error or "")


def test_write_fixed_refuses_a_changed_file_directly(tmp_path):
    path = tmp_path / "f.py"
    path.write_bytes(b"a = 1\n")
    with pytest.raises(writeback.WriteRefused, match="changed since hflint read it"):
        writeback.write_fixed(path, b"a = 0\n", b"a = 2\n", roots=[tmp_path])
    assert path.read_bytes() == b"a = 1\n"
    writeback.write_fixed(path, b"a = 1\n", b"a = 2\n", roots=[tmp_path])
    assert path.read_bytes() == b"a = 2\n"


# ---------------------------------------------------------------- --diff changes nothing


def test_fix_with_diff_writes_nothing(tmp_path):
    path = tmp_path / "run.py"
    path.write_text(FLIP)
    done = run("--fix", "--diff", path.name, cwd=tmp_path)
    assert path.read_text() == FLIP
    assert "-out = model.generate(assistant_model=assistant, use_cache=False)" in done.stdout
    assert "+out = model.generate(assistant_model=assistant, use_cache=True)" in done.stdout
    assert done.returncode == 1
    assert "Fixed" not in done.stderr


def test_many_files_one_refused_the_others_fixed(tmp_path):
    for i in range(40):  # enough for the run to use helper processes
        (tmp_path / f"f{i:02d}.py").write_text(FLIP)
    (tmp_path / "f07.py").chmod(0o444)
    done = run("--fix", "--jobs", "2", ".", cwd=tmp_path)
    assert done.returncode == 2
    assert "could not write the fixes to f07.py: read-only" in done.stderr
    assert "Fixed 39 problems." in done.stderr
    assert (tmp_path / "f07.py").read_text() == FLIP
    assert all((tmp_path / f"f{i:02d}.py").read_text() == FLIPPED for i in range(40) if i != 7)
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"f{i:02d}.py" for i in range(40)]
