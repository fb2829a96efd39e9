"""HF136 through a generation config the script saved and loads back (core/saved.py).

Runs (tests/groundtruth/trial.py, 4.57.6, 5.15.0, 5.23.0, 5.24.0): `GenerationConfig(do_sample=True,
temperature=0.6)` saved to a temporary folder, loaded with `GenerationConfig.from_pretrained`, given
`do_sample=False` (by `update` or as an attribute) and saved again raises save_pretrained's "GenerationConfig
is invalid" with the temperature line on every release; with `temperature=None, top_p=None` as well, or
saved again unchanged, it runs.
"""

from __future__ import annotations

import pytest

import analysed

HEAD = """\
import os
import tempfile

from transformers import GenerationConfig

root = tempfile.mkdtemp()
run_a = GenerationConfig(do_sample=True, temperature=0.6, max_new_tokens=6)
run_a.save_pretrained(os.path.join(root, "run_a"))
run_b = GenerationConfig.from_pretrained(os.path.join(root, "run_a"))
"""


def run(body: str, release: str):
    return analysed.findings(HEAD + body, "rt.py", release)


@pytest.mark.parametrize("release, sampling", [("4.57.6", "is set to `False`"), ("5.23.0", "is not set to `True`")])
def test_a_reloaded_config_made_greedy_is_known_in_full_at_its_save(release, sampling):
    (f,) = run('run_b.update(do_sample=False)\nrun_b.save_pretrained(os.path.join(root, "run_b"))\n', release)
    assert f.code == "HF136" and f.span.line == 11
    assert f.raises is not None
    assert f.raises.message.startswith(
        f"GenerationConfig is invalid: \n- `temperature`: `do_sample` {sampling}. However, `temperature` is set to `0.6`"
    )
    assert f.detail == "the generation config it saves has do_sample=False (line 10), temperature=0.6 (line 7)"


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.23.0", "5.24.0"])
@pytest.mark.parametrize(
    "body",
    [
        'run_b.update(do_sample=False, temperature=None)\nrun_b.save_pretrained(os.path.join(root, "run_b"))\n',
        'run_b.save_pretrained(os.path.join(root, "run_b"))\n',
    ],
)
def test_silent_when_the_reloaded_config_stays_valid(body, release):
    assert [f.code for f in run(body, release)] == []
