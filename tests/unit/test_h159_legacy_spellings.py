"""h159: old spellings some releases refuse: `use_auth_token=` given to a model's from_pretrained
(HF327), legacy generation names read as attributes of the package (HF328),
`transformers.AutoModelWithLMHead` (HF133) and `getattr(model, "greedy_search")` (HF332)."""

from __future__ import annotations

import pytest

import analysed

TAIL = """
tok = AutoTokenizer.from_pretrained("gpt2")
print(model.generate(**tok("hi", return_tensors="pt"), max_new_tokens=3))
"""


def _found(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "t.py", release)]


def _apply(text: str, fix) -> str:
    lines = text.split("\n")
    for e in sorted(fix.edits, key=lambda e: (e.span.line, e.span.col), reverse=True):
        assert e.span.line == e.span.end_line
        line = lines[e.span.line - 1]
        lines[e.span.line - 1] = line[: e.span.col] + e.new_text + line[e.span.end_col :]
    return "\n".join(lines)


# ---------------------------------------------------------------- HF327


@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
def test_use_auth_token_to_a_model_loader_raises_on_5x_with_a_rename(release):
    source = (
        """
import os
from transformers import AutoModelForCausalLM, AutoTokenizer
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf", use_auth_token=os.environ.get("HF_TOKEN"))
"""
        + TAIL
    )
    [f] = analysed.findings(source, "t.py", release)
    assert (f.code, f.span.line) == ("HF327", 4)
    assert f.raises is not None and f.raises.type == "TypeError"
    assert f.raises.message == "LlamaForCausalLM.__init__() got an unexpected keyword argument 'use_auth_token'"
    rename = [x for x in f.fixes if not x.suppression]
    assert [x.title for x in rename] == ["Rename `use_auth_token=` to `token=`"]
    fixed = _apply(source, rename[0])
    assert fixed == source.replace("use_auth_token=os", "token=os")
    assert _found(fixed, release) == []


def test_use_auth_token_runs_on_457_and_none_raises_on_5x():
    source = "from transformers import AutoTokenizer, T5ForConditionalGeneration\n"
    source += 'model = T5ForConditionalGeneration.from_pretrained("t5-small", use_auth_token=None)\n'
    assert _found(source, "4.57.6") == []
    [f] = analysed.findings(source, "t.py", "5.23.0")
    assert f.code == "HF327" and "T5ForConditionalGeneration.__init__()" in f.message


def test_use_auth_token_from_a_known_dict_is_reported_without_a_rename():
    source = (
        """
from transformers import AutoModelForCausalLM, AutoTokenizer
load_kwargs = {"torch_dtype": "auto", "use_auth_token": True}
model = AutoModelForCausalLM.from_pretrained("gpt2", **load_kwargs)
"""
        + TAIL
    )
    [f] = analysed.findings(source, "t.py", "5.23.0")
    assert (f.code, f.span.line) == ("HF327", 4)
    assert [x for x in f.fixes if not x.suppression] == []


def test_the_first_refused_keyword_is_named():
    source = (
        """
from transformers import AutoModelForCausalLM, AutoTokenizer
a = AutoModelForCausalLM.from_pretrained("gpt2", max_new_tokens=4, use_auth_token="x")
b = AutoModelForCausalLM.from_pretrained("gpt2", use_auth_token="x", max_new_tokens=4)
model = a
"""
        + TAIL
    )
    assert _found(source, "5.23.0") == [("HF142", 3), ("HF327", 4)]
    # (4.57's from_pretrained takes use_auth_token itself: the option after it is named)
    assert _found(source, "4.57.6") == [("HF142", 3), ("HF142", 4)]


def test_loaders_that_take_use_auth_token_stay_silent():
    source = """
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline
tok = AutoTokenizer.from_pretrained("gpt2", use_auth_token="x")
config = AutoConfig.from_pretrained("gpt2", use_auth_token="x")
gc = GenerationConfig.from_pretrained("gpt2", use_auth_token="x")
remote = AutoModelForCausalLM.from_pretrained("gpt2", trust_remote_code=True, use_auth_token="x")
model = AutoModelForCausalLM.from_pretrained("gpt2", token="x")
print(model.generate(**tok("hi", return_tensors="pt"), max_new_tokens=3))
"""
    assert [c for c, _ in _found(source, "5.23.0") if c == "HF327"] == []


def test_a_class_of_the_scripts_own_stays_silent():
    source = (
        """
from transformers import AutoModelForCausalLM, AutoTokenizer
class Retriever:
    @classmethod
    def from_pretrained(cls, name, use_auth_token=None):
        return cls()
r = Retriever.from_pretrained("x", use_auth_token="y")
model = AutoModelForCausalLM.from_pretrained("gpt2")
"""
        + TAIL
    )
    assert _found(source, "5.23.0") == []


# ---------------------------------------------------------------- HF328


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
def test_legacy_names_read_on_the_package_raise_on_every_release(release):
    source = """
import torch
import transformers as tfm
logits = torch.zeros(1, 8)
logits = tfm.top_k_top_p_filtering(logits, top_k=2)
"""
    [f] = analysed.findings(source, "t.py", release)
    assert (f.code, f.span.line) == ("HF328", 5)
    assert f.raises is not None and f.raises.message == "module transformers has no attribute top_k_top_p_filtering"


def test_getattr_with_a_literal_name_and_a_class_base():
    source = """
import transformers
scorer_cls = getattr(transformers, "BeamSearchScorer")
class W(transformers.generation.LogitsWarper):
    pass
model = transformers.AutoModelForCausalLM.from_pretrained("gpt2")
model.generate(max_new_tokens=2)
"""
    assert _found(source, "4.57.6") == [("HF328", 3), ("HF328", 4)]
    messages = [f.message for f in analysed.findings(source, "t.py", "5.23.0")]
    assert "module transformers.generation has no attribute LogitsWarper" in messages[1]


def test_names_4_57_still_has_in_the_generation_subpackage_are_reported_from_5_0():
    source = "import transformers\nH = transformers.generation.BeamHypotheses\n"
    assert _found(source, "4.57.6") == []
    assert _found(source, "5.0.0") == [("HF328", 2)]


def test_guarded_reads_and_other_objects_stay_silent():
    source = """
import types
import transformers
f = getattr(transformers, "top_k_top_p_filtering", None)
if hasattr(transformers, "BeamSearchScorer"):
    s = transformers.BeamSearchScorer
try:
    w = transformers.generation.LogitsWarper
except AttributeError:
    w = transformers.LogitsProcessor
k = transformers.TopKLogitsWarper(4)
ns = types.SimpleNamespace(top_k_top_p_filtering=len)
ns.top_k_top_p_filtering("ab")
u = transformers.generation.utils.GenerationMixin
"""
    for release in ("4.57.6", "5.23.0"):
        assert _found(source, release) == []


# ---------------------------------------------------------------- HF133, HF332


def test_auto_model_with_lm_head_read_on_the_package_raises_from_5_0():
    source = 'import transformers\nmodel = transformers.AutoModelWithLMHead.from_pretrained("gpt2")\n'
    assert _found(source, "4.57.6") == []
    assert _found(source, "5.23.0") == [("HF133", 2)]


def test_getattr_of_a_removed_decoding_method_without_a_default():
    source = """
from transformers import AutoModelForCausalLM, AutoTokenizer
model = AutoModelForCausalLM.from_pretrained("gpt2")
ids = AutoTokenizer.from_pretrained("gpt2")("hi", return_tensors="pt").input_ids
decode = getattr(model, "greedy_search")
if hasattr(model, "sample"):
    out = getattr(model, "sample")(ids)
fallback = getattr(model, "beam_search", None)
model.generate(ids, max_new_tokens=2)
"""
    found = analysed.findings(source, "t.py", "5.23.0")
    assert [(f.code, f.span.line) for f in found] == [("HF332", 5)]
    assert "'GPT2LMHeadModel' object has no attribute 'greedy_search'" in found[0].message
