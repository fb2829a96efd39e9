"""h101: follow-ups on HF109, HF173, HF176, HF177 and HF178.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and distilgpt2 stand-ins, 4.57.6,
5.15.0, 5.23.0, 5.24.0; see benchmarks/README.md, section h101):
- an assistant with 4 beams in 2 groups logs HF109's warning ("... the base decoding mode ... is
  GenerationMode.GROUP_BEAM_SEARCH ...") and then raises HF178's "Group Beam Search requires
  `trust_remote_code=True` ..." on every release.
- `assistant_ensemble_weight` outside (0, 1) given to `gc.update(...)` raises at the update (it
  validates), and written as an attribute on `model.generation_config` or on a config passed as
  `generation_config=` raises at generate: 5.15.0, 5.23.0, 5.24.0; clean on 4.57.6 (no such check).
- forced and suppressed end/begin tokens set by `update(...)` (raises there) or by attribute writes
  (raises at generate): 5.23.0 and 5.24.0; clean on 4.57.6 and 5.15.0 (the check is 5.17 on).
- a text-generation pipeline samples by default: `penalty_alpha=0.6, top_k=4` at its call runs;
  with `do_sample=False` it raises HF178 (all four), as do group beams and `dola_layers` at the
  call and group beams given to pipeline(). Contrastive settings given to pipeline() with
  `do_sample=False` run clean on 4.57.6 and 5.15.0 and raise on 5.23.0 and 5.24.0. top_k=1,
  num_beam_groups=1 and penalty_alpha=None run clean.
- `bad_words_ids` an empty list, a tuple of tuples, a torch tensor, a tokenizer's output with
  `return_tensors="pt"` or `"np"`, or an empty list at a pipeline's call: "has to be a non-empty
  list" (HF181); `[(5, 6), (7,)]`: "has to be a list of lists" (HF173); `[[5, -1]]`: "has to be a
  list of positive integers" (HF182); all four releases. `.tolist()` of the tensor, a tokenizer's
  lists without `return_tensors`, and None run clean.
- an explicit None given to generate: `do_sample=None` with contrastive settings raises HF178 on
  5.15.0 to 5.24.0 and runs clean on 4.57.6; `num_beams=None` with contrastive settings raises
  HF178 on 5.x (a TypeError on 4.57.6); `num_beams=None` with two beam groups raises HF178 on
  4.57.6 (a TypeError on 5.x); `penalty_alpha=None` and `top_k=None` run clean on all four.
"""

from __future__ import annotations

import textwrap

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline
import torch

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""


def codes(body: str, release: str = "5.23.0") -> list[str]:
    found = analysed.findings(HEAD + textwrap.dedent(body), "followups.py", release)
    return [f.code for f in found]


def test_hf109_warning_then_hf178_on_group_beams_with_an_assistant():
    body = """\
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    model.generate(ids, assistant_model=draft, num_beams=4, num_beam_groups=2, diversity_penalty=1.0, max_new_tokens=3)
    """
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(body, release) == ["HF109", "HF178"], release


def test_hf176_at_update_and_after_attribute_writes():
    assert codes("gc = GenerationConfig()\ngc.update(assistant_ensemble_weight=0)\n") == ["HF176"]
    update = "model.generation_config.update(assistant_ensemble_weight=1.5)\nmodel.generate(ids, max_new_tokens=3)\n"
    for release in ("5.15.0", "5.23.0", "5.24.0"):
        assert codes(update, release) == ["HF176"], release
    assert codes(update, "4.57.6") == []
    attr = "model.generation_config.assistant_ensemble_weight = 2.0\nmodel.generate(ids, max_new_tokens=3)\n"
    assert codes(attr) == ["HF176"]
    passed = """\
    gc = GenerationConfig(max_new_tokens=3)
    gc.assistant_ensemble_weight = 1.0
    model.generate(ids, generation_config=gc)
    """
    assert codes(passed) == ["HF176"]


def test_hf176_silent_for_a_weight_inside_the_interval():
    assert codes("model.generation_config.update(assistant_ensemble_weight=0.5)\nmodel.generate(ids, max_new_tokens=3)\n") == []
    assert codes("model.generation_config.assistant_ensemble_weight = 0.25\nmodel.generate(ids, max_new_tokens=3)\n") == []


def test_hf177_at_update_and_after_attribute_writes():
    update = "model.generation_config.update(forced_eos_token_id=2, suppress_tokens=[2])\nmodel.generate(ids, max_new_tokens=3)\n"
    attr = """\
    model.generation_config.forced_bos_token_id = 2
    model.generation_config.suppress_tokens = [2, 3]
    model.generate(ids, max_new_tokens=3)
    """
    for release in ("5.23.0", "5.24.0"):
        assert codes(update, release) == ["HF177"], release
        assert codes(attr, release) == ["HF177"], release
    for release in ("4.57.6", "5.15.0"):
        assert codes(update, release) == [], release
        assert codes(attr, release) == [], release
    assert codes("gc = GenerationConfig(suppress_tokens=[2])\ngc.update(forced_eos_token_id=2)\n") == ["HF177"]


def test_hf177_silent_when_the_forced_token_stays_allowed():
    update = "model.generation_config.update(forced_eos_token_id=2, suppress_tokens=[3])\n"
    assert codes(update + "model.generate(ids, max_new_tokens=3)\n") == []
    attr = """\
    model.generation_config.forced_eos_token_id = 2
    model.generation_config.suppress_tokens = [2]
    model.generation_config.suppress_tokens = [5]
    model.generate(ids, max_new_tokens=3)
    """
    assert codes(attr) == []


PIPE = """\
generator = pipeline("text-generation", model="openai-community/gpt2"{ctor})
generator("Hello", max_new_tokens=5{call})
"""


def pipe_codes(ctor: str, call: str, release: str = "5.23.0") -> list[str]:
    return codes(PIPE.format(ctor=ctor, call=call), release)


def test_hf178_through_a_pipeline_call():
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert pipe_codes("", ", do_sample=False, penalty_alpha=0.6, top_k=4", release) == ["HF178"], release
        assert pipe_codes("", ", num_beams=4, num_beam_groups=2, diversity_penalty=1.0", release) == ["HF178"], release
        assert pipe_codes("", ", dola_layers='high'", release) == ["HF178"], release
        assert pipe_codes(", num_beams=4, num_beam_groups=2, diversity_penalty=1.0", "", release) == ["HF178"], release


def test_hf178_pipeline_near_misses():
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        # (the pipeline samples by default)
        assert pipe_codes("", ", penalty_alpha=0.6, top_k=4", release) == [], release
        assert pipe_codes("", ", do_sample=False, penalty_alpha=0.6, top_k=1", release) == [], release
        assert pipe_codes("", ", num_beams=4, num_beam_groups=1", release) == [], release
        assert pipe_codes("", ", do_sample=False, penalty_alpha=None, top_k=4", release) == [], release


def test_hf178_contrastive_settings_given_to_pipeline_only_where_runs_raised():
    ctor = ", do_sample=False, penalty_alpha=0.6, top_k=4"
    assert pipe_codes(ctor, "", "5.23.0") == ["HF178"]
    assert pipe_codes(ctor, "", "5.24.0") == ["HF178"]
    assert pipe_codes(ctor, "", "4.57.6") == []
    assert pipe_codes(ctor, "", "5.15.0") == []


def test_bad_words_shapes():
    call = "model.generate(ids, bad_words_ids={}, max_new_tokens=3)\n"
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(call.format("[]"), release) == ["HF181"], release
        assert codes(call.format("((5, 6), (7,))"), release) == ["HF181"], release
        assert codes(call.format("torch.tensor([[5, 6]])"), release) == ["HF181"], release
        assert codes(call.format("[(5, 6), (7,)]"), release) == ["HF173"], release
        assert codes(call.format("[[5, -1]]"), release) == ["HF182"], release
    tensor = 'bad = tok(["hello"], add_special_tokens=False, return_tensors="pt").input_ids\n' + call.format("bad")
    assert codes(tensor) == ["HF181"]
    empty = "words = []\n" + call.format("[tok.encode(w) for w in words]")
    assert codes(empty) == ["HF181"]
    assert codes(PIPE.format(ctor="", call=", bad_words_ids=[]")) == ["HF181"]
    passed = "gc = GenerationConfig(bad_words_ids=[], max_new_tokens=3)\nmodel.generate(ids, generation_config=gc)\n"
    assert codes(passed) == ["HF181"]


def test_bad_words_shapes_that_run():
    call = "model.generate(ids, bad_words_ids={}, max_new_tokens=3)\n"
    assert codes(call.format("None")) == []
    assert codes(call.format("[[5, 6], [7]]")) == []
    lists = 'bad = tok(["hello", "hi"], add_special_tokens=False).input_ids\n' + call.format("bad")
    assert codes(lists) == []
    tolist = 'bad = tok(["hello"], add_special_tokens=False, return_tensors="pt").input_ids.tolist()\n' + call.format("bad")
    assert codes(tolist) == []
    assert codes("words = []\n" + call.format("[tok.encode(w) for w in words] or None")) == []


def test_hf178_explicit_none_keywords():
    sample_none = "model.generate(ids, penalty_alpha=0.6, top_k=4, do_sample=None, max_new_tokens=3)\n"
    beams_none = "model.generate(ids, penalty_alpha=0.6, top_k=4, num_beams=None, max_new_tokens=3)\n"
    groups = "model.generate(ids, num_beams=None, num_beam_groups=2, diversity_penalty=1.0, max_new_tokens=3)\n"
    for release in ("5.15.0", "5.23.0", "5.24.0"):
        assert codes(sample_none, release) == ["HF178"], release
        assert codes(beams_none, release) == ["HF178"], release
        assert codes(groups, release) == [], release
    assert codes(sample_none, "4.57.6") == []
    assert codes(beams_none, "4.57.6") == []
    assert codes(groups, "4.57.6") == ["HF178"]
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes("model.generate(ids, penalty_alpha=None, top_k=4, max_new_tokens=3)\n", release) == [], release
        assert codes("model.generate(ids, penalty_alpha=0.6, top_k=None, max_new_tokens=3)\n", release) == [], release
