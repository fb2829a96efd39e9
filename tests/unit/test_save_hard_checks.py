"""HF164 (rules/saves.py): a save whose validate() raises one of its own checks' errors after an
attribute write, with the save's sentence added.

The expected messages are what `python tests/groundtruth/trial.py` printed for each script
(runs of 4.57.6, 5.0.0, 5.15.0 and 5.24.0; a field written with setattr after
`GenerationConfig(max_new_tokens=8)`, then `save_pretrained`).
"""

from __future__ import annotations

import pytest

import analysed

SCRIPT = """import tempfile
from transformers import GenerationConfig
gen = GenerationConfig(max_new_tokens=8)
for k, v in dict({fields}).items():
    setattr(gen, k, v)
with tempfile.TemporaryDirectory() as d:
    gen.save_pretrained(d)
"""

SAVE = "\n\nFix these issues to save the configuration."
CACHES_457 = "('static', 'offloaded_static', 'sliding_window', 'hybrid', 'hybrid_chunked', 'offloaded_hybrid', 'offloaded_hybrid_chunked', 'dynamic', 'dynamic_full', 'offloaded', 'quantized')"  # noqa: E501
CACHES_524 = "('static', 'offloaded_static', 'sliding_window', 'hybrid', 'hybrid_chunked', 'offloaded_hybrid', 'offloaded_hybrid_chunked', 'dynamic', 'offloaded', 'quantized', 'paged')"  # noqa: E501

BEAMS = "`num_return_sequences` (4) has to be smaller or equal to `num_beams` (2)."
CACHE = "Invalid `cache_implementation` (StaticCache). Choose one of: "
GREEDY_457 = "Greedy methods without beam search do not support `num_return_sequences` different than 1 (got 0)."

OBSERVED = [
    ("4.57.6", "num_beams=2, num_return_sequences=4", BEAMS),
    ("5.24.0", "num_beams=2, num_return_sequences=4", BEAMS),
    ("4.57.6", "max_new_tokens=0", "`max_new_tokens` must be greater than 0, but is 0."),
    ("5.15.0", "max_new_tokens=0", "`max_new_tokens` must be greater than 0, but is 0."),
    ("4.57.6", "early_stopping='true'", "`early_stopping` must be a boolean or 'never', but is true."),
    ("5.0.0", "early_stopping='true'", "`early_stopping` must be a boolean or 'never', but is true."),
    ("4.57.6", "cache_implementation='StaticCache'", CACHE + CACHES_457),
    ("5.24.0", "cache_implementation='StaticCache'", CACHE + CACHES_524),
    ("4.57.6", "num_return_sequences=0", GREEDY_457),
]


def _raised(source: str, release: str, code: str = "HF164") -> list[str]:
    found = analysed.findings(source, "save.py", release)
    return [f.raises.message for f in found if f.code == code and f.raises is not None]


@pytest.mark.parametrize(("release", "fields", "message"), OBSERVED)
def test_the_check_s_own_message_and_the_save_s_sentence(release, fields, message):
    assert _raised(SCRIPT.format(fields=fields), release) == [message + SAVE]


def test_zero_sequences_run_clean_from_5_0():
    # (runs: 5.0.0, 5.15.0, 5.24.0 save it; 5.0 checks num_return_sequences only above 1)
    assert _raised(SCRIPT.format(fields="num_return_sequences=0"), "5.15.0") == []


def test_a_value_given_to_the_constructor_is_its_own_code_there():
    built = "import tempfile\nfrom transformers import GenerationConfig\ngen = GenerationConfig(max_new_tokens=0)\ngen.top_k = 5\ngen.save_pretrained('out')\n"  # noqa: E501
    assert _raised(built, "5.24.0") == []
    assert _raised(built, "5.24.0", "HF148") == ["`max_new_tokens` must be greater than 0, but is 0."]


def test_silent_where_the_value_may_change_or_the_file_is_unknown():
    maybe = SCRIPT.format(fields="max_new_tokens=0").replace(
        "with tempfile", "import random\nif random.random() < 0.5:\n    gen.max_new_tokens = 16\nwith tempfile"
    )
    assert _raised(maybe, "5.24.0") == []
    unknown = (
        "import sys\nfrom transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained(sys.argv[1])\n"
        "model.generation_config.num_return_sequences = 3\nmodel.save_pretrained('out')\n"
    )
    assert _raised(unknown, "5.24.0") == []
    known = unknown.replace("sys.argv[1]", '"openai-community/gpt2"')
    assert len(_raised(known, "5.24.0")) == 1
