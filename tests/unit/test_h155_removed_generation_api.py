"""h155: old generation API that the suite's releases removed (HF331 modules, HF332 methods on a
model, HF333 AutoModelWithLMHead, HF320 names from the generation submodules)."""

from __future__ import annotations

import analysed

LOAD = """
from transformers import AutoModelForCausalLM, AutoTokenizer
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
ids = tok("hello", return_tensors="pt").input_ids
"""


def _codes(source: str, release: str) -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "t.py", release)]


def _messages(source: str, release: str) -> list[str]:
    return [f.message for f in analysed.findings(source, "t.py", release)]


def test_greedy_search_on_a_known_model_is_reported_on_every_release():
    source = LOAD + "out = model.greedy_search(ids)\n"
    for release in ("4.57.6", "5.0.0", "5.24.0"):
        assert _codes(source, release) == [("HF332", 6)]
        assert "'GPT2LMHeadModel' object has no attribute 'greedy_search'" in _messages(source, release)[0]


def test_reorder_cache_of_a_seq2seq_model_names_its_class():
    source = """
import torch
from transformers import AutoModelForSeq2SeqLM
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
past = model._reorder_cache(None, torch.tensor([1, 0]))
"""
    messages = _messages(source, "5.23.0")
    assert len(messages) == 1 and "'BartForConditionalGeneration' object has no attribute '_reorder_cache'" in messages[0]


def test_a_helper_removed_in_5_4_is_reported_from_5_4_only():
    source = LOAD + "kw = model._get_initial_cache_position(5, ids.device, {})\n"
    assert _codes(source, "4.57.6") == []
    assert _codes(source, "5.3.0") == []
    assert _codes(source, "5.4.0") == [("HF332", 6)]


def test_hasattr_guard_user_subclass_and_unknown_receiver_stay_silent():
    guarded = LOAD + 'if hasattr(model, "greedy_search"):\n    model.greedy_search(ids)\n'
    subclass = """
from transformers import GPT2LMHeadModel
class Mine(GPT2LMHeadModel):
    def sample(self, ids):
        return ids
model = Mine.from_pretrained("gpt2")
model.sample(None)
"""
    unknown = "def run(model, ids):\n    return model.greedy_search(ids)\n"
    wrapped = LOAD + "import torch\nfast = torch.compile(model)\nfast.greedy_search(ids)\n"
    for source in (guarded, subclass, unknown, wrapped):
        assert _codes(source, "5.23.0") == []


def test_flat_generation_module_is_reported_and_ends_the_module():
    source = "import transformers.generation_utils\n" + LOAD + "out = model.greedy_search(ids)\n"
    assert _codes(source, "4.57.6") == [("HF331", 1)]
    assert "No module named 'transformers.generation_utils'" in _messages(source, "4.57.6")[0]
    source = "from transformers.generation_stopping_criteria import StoppingCriteria\n"
    assert _codes(source + LOAD, "5.24.0") == [("HF331", 1)]


def test_beam_search_module_only_from_5_0_and_guarded_import_silent():
    source = "from transformers.generation.beam_search import BeamSearchScorer\n" + LOAD
    assert _codes(source, "4.57.6") == []
    assert _codes(source, "5.0.0") == [("HF331", 1)]
    guarded = "try:\n    import transformers.generation_utils as gu\nexcept ImportError:\n    gu = None\n" + LOAD
    assert _codes(guarded, "5.23.0") == []


def test_auto_model_with_lm_head_from_5_0():
    source = 'from transformers import AutoModelWithLMHead\nmodel = AutoModelWithLMHead.from_pretrained("gpt2")\n'
    assert _codes(source, "4.57.6") == []
    assert _codes(source, "5.0.0") == [("HF333", 1)]
    assert "cannot import name 'AutoModelWithLMHead' from 'transformers'" in _messages(source, "5.24.0")[0]


def test_auto_model_with_lm_head_after_a_removed_cache_class_is_not_named():
    source = 'from transformers import HybridCache, AutoModelWithLMHead\nmodel = AutoModelWithLMHead.from_pretrained("gpt2")\n'
    assert [c for c, _ in _codes(source, "5.24.0")] == ["HF121"]


def test_legacy_names_from_the_generation_submodules():
    warper = "from transformers.generation.logits_process import LogitsWarper\n" + LOAD
    assert _codes(warper, "4.57.6") == [("HF320", 1)]
    assert "from 'transformers.generation.logits_process'" in _messages(warper, "5.24.0")[0]
    hypotheses = "from transformers.generation import BeamHypotheses\n" + LOAD
    assert _codes(hypotheses, "4.57.6") == []
    assert _codes(hypotheses, "5.0.0") == [("HF320", 1)]
    # (a name before it that hflint cannot decide for that module: Python may stop there)
    unsure = "from transformers.generation import LogitsProcessor, LogitsWarper\n" + LOAD
    assert _codes(unsure, "5.24.0") == []
