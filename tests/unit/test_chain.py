"""The whole chain at once (core/chain.py): a first error notes the ones its fix leads to, and offers
one fix that makes the call ready. The ground truth runs the same claims (tests/groundtruth/test_chains.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from hflint.core.chain import primary_fix
from hflint.core.engine import Settings, analyze
from hflint.core.findings import Applicability, Severity
from hflint.core.fixes import apply_edits

FLAGGED = Path(__file__).resolve().parents[1] / "fixtures" / "flagged"

# fixture -> (release, the first error, the errors noted after it)
CHAINS = {
    "chain_export_executorch_script.py": ("5.23.0", "HF202", ["HF203", "HF204", "HF205"]),
    "chain_convert_and_export.py": ("5.23.0", "HF202", ["HF204", "HF205"]),
    "chain_speculative_sweep_settings.py": ("5.23.0", "HF101", ["HF102"]),
    "chain_pipeline_settings_dict.py": ("5.23.0", "HF123", ["HF101"]),
    "chain_cache_keyword_static.py": ("5.23.0", "HF122", ["HF120"]),
    # (the decoder-only wrapper's model-config check first, then the static wrapper's it builds)
    "h80_trainer_config_use_cache_export.py": ("5.23.0", "HF206", ["HF202", "HF203"]),
}


def _first_error(text: str, release: str):
    result = analyze(text, "script.py", Settings(transformers_version=release))
    errors = [f for f in result.findings if f.severity is Severity.ERROR]
    return errors[0] if errors else None


@pytest.mark.parametrize("name", sorted(CHAINS))
def test_first_error_notes_what_follows(name):
    release, first, after = CHAINS[name]
    text = (FLAGGED / name).read_text()
    finding = _first_error(text, release)
    assert finding is not None and finding.code == first
    noted = [n.split("raise ", 1)[1].split(" ", 1)[0] for n in finding.notes if n.startswith("after this fix")]
    assert noted == after
    # The notes are related information too (what an editor lists under the diagnostic).
    assert all(any(e.note == n for e in finding.evidence) for n in finding.notes if n.startswith("after this fix"))


@pytest.mark.parametrize("name", sorted(CHAINS))
def test_each_fix_leads_to_the_next_and_the_ready_fix_to_none(name):
    release, first, after = CHAINS[name]
    text = (FLAGGED / name).read_text()
    finding = _first_error(text, release)
    ready = finding.fixes[0]
    assert ready.title == f"Make the call ready (fixes {', '.join([first, *after])})"
    # One step: the fix of the first error alone, and the call's next error is the first noted.
    step = primary_fix(replace(finding, fixes=finding.fixes[1:]))
    assert step is not None
    assert _first_error(apply_edits(text, step.edits), release).code == after[0]
    fixed = apply_edits(text, ready.edits)
    again = analyze(fixed, "script.py", Settings(transformers_version=release))
    assert [f for f in again.findings if f.raises is not None] == []


def test_ready_fix_is_safe_only_when_every_step_is():
    text = (FLAGGED / "chain_speculative_sweep_settings.py").read_text()
    assert _first_error(text, "5.23.0").fixes[0].applicability is Applicability.SAFE
    text = (FLAGGED / "chain_export_executorch_script.py").read_text()
    # (the batch size and the cache length are the user's choice)
    assert _first_error(text, "5.23.0").fixes[0].applicability is Applicability.UNSAFE


def test_no_chain_where_the_first_fix_makes_the_call_ready():
    text = (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        "tok = AutoTokenizer.from_pretrained('openai-community/gpt2')\n"
        "model = AutoModelForCausalLM.from_pretrained('openai-community/gpt2')\n"
        "draft = AutoModelForCausalLM.from_pretrained('distilbert/distilgpt2')\n"
        "model.generate(**tok('hi', return_tensors='pt'), assistant_model=draft, use_cache=False)\n"
    )
    finding = _first_error(text, "5.23.0")
    assert finding.code == "HF101"
    assert finding.notes == ()
    assert not any(f.title.startswith("Make the call ready") for f in finding.fixes)


def test_chain_in_the_cli_text_is_printed_once(capsys):
    from hflint.cli import main

    main(["check", "--transformers-version", "5.23.0", str(FLAGGED / "chain_convert_and_export.py")])
    out = capsys.readouterr().out
    assert out.count("after this fix, the call would also raise HF204") == 1
