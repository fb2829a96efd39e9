"""h142: distributed and multi-process inference code run as one process (blind round)."""

from __future__ import annotations

from hflint.core.findings import Severity

import analysed

HEAD = """
from accelerate import Accelerator, PartialState
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
prompts = ["What is NCCL?", "Name a sorting algorithm.", "Spell cat."]
"""


def _codes(source: str, release: str = "5.23.0") -> list[tuple[str, int, Severity]]:
    return [(f.code, f.span.line, f.severity) for f in analysed.findings(HEAD + source, "run.py", release)]


def test_the_share_of_one_process_is_every_prompt():
    """split_between_processes hands the one process of a plain run every prompt: a batch of 3,
    which assisted generation refuses, said to hold while WORLD_SIZE is not set."""
    found = analysed.findings(
        HEAD
        + """
state = PartialState()
with state.split_between_processes(prompts) as shard:
    batch = tok(shard, return_tensors="pt", padding=True)
    model.generate(**batch, assistant_model=draft, max_new_tokens=4)
""",
        "run.py",
        "5.23.0",
    )
    assert [(f.code, f.span.line, f.severity) for f in found] == [("HF106", 13, Severity.WARNING)]
    assert "WORLD_SIZE is not set" in found[0].message
    assert any("share holds all 3 items" in e.note for e in found[0].evidence)


def test_the_share_decoded_one_prompt_at_a_time_is_clean():
    assert (
        _codes("""
state = PartialState()
with state.split_between_processes(prompts) as shard:
    for p in shard:
        model.generate(**tok(p, return_tensors="pt"), assistant_model=draft, max_new_tokens=4)
""")
        == []
    )


def test_what_only_the_other_processes_do_is_not_walked():
    """The main process runs in every launch; the other processes' arm is never its own."""
    source = """
accelerator = Accelerator()
if accelerator.is_main_process:
    model.generate(**tok(prompts[0], return_tensors="pt"), assistant_model=draft, max_new_tokens=4)
else:
    model.generate(**tok(prompts, return_tensors="pt", padding=True), assistant_model=draft, max_new_tokens=4)
"""
    assert _codes(source) == []


def test_what_the_main_process_does_is_certain():
    """Only the main process streams, and it runs in every launch: its stream meets beam search
    (GPT-2 decodes greedily by default, so this is beam search, not beam sampling)."""
    source = """
from accelerate import PartialState
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

state = PartialState()
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
streamer = TextStreamer(tok) if state.is_main_process else None
model.generate(**tok("Hello", return_tensors="pt"), streamer=streamer, num_beams=3, max_new_tokens=4)
"""
    found = analysed.findings(source, "run.py", "5.23.0")
    assert [(f.code, f.span.line, f.severity) for f in found] == [("HF172", 9, Severity.ERROR)]


def test_a_table_keyed_by_process_index_gives_the_main_process_its_row():
    source = """
PER_RANK = {0: {"num_beams": 2, "num_return_sequences": 4}, 1: {"do_sample": True}}
accelerator = Accelerator()
gc = GenerationConfig(**PER_RANK[accelerator.process_index % len(PER_RANK)])
"""
    assert _codes(source) == [("HF159", 12, Severity.ERROR)]


def test_a_table_row_replaced_under_an_unknown_key_is_not_the_literal():
    source = """
import os
PER_RANK = {0: {"num_beams": 2, "num_return_sequences": 4}}
PER_RANK[len(os.sep) - 1] = {"num_beams": 4, "num_return_sequences": 4}
gc = GenerationConfig(**PER_RANK[0])
"""
    assert _codes(source) == []


def test_the_number_of_processes_is_one_while_world_size_is_unset():
    found = analysed.findings(
        HEAD
        + """
accelerator = Accelerator()
model.generate(**tok(prompts[0], return_tensors="pt"), num_beams=4 / accelerator.num_processes, max_new_tokens=4)
""",
        "run.py",
        "5.23.0",
    )
    assert [(f.code, f.severity) for f in found] == [("HF193", Severity.WARNING)]
    assert "WORLD_SIZE is not set" in found[0].message


def test_an_arm_for_several_processes_is_not_walked_for_one():
    source = """
accelerator = Accelerator()
gen = {"max_new_tokens": 4}
if accelerator.num_processes > 1:
    gen["assistant_model"] = draft
model.generate(**tok(prompts, return_tensors="pt", padding=True), **gen)
"""
    assert _codes(source) == []


def test_a_dispatched_model_is_the_model():
    source = """
from accelerate import load_checkpoint_and_dispatch
placed = load_checkpoint_and_dispatch(model, "ckpt", device_map="auto")
placed.generate(**tok(prompts[0], return_tensors="pt"), prompt_lookup_num_tokens=3, do_sample=True, num_return_sequences=2)
"""
    assert _codes(source) == [("HF105", 12, Severity.ERROR)]


def test_and_with_a_later_operand_false_on_every_path_is_false():
    source = """
import os
gen = {"max_new_tokens": 4, "use_cache": False}
if (os.cpu_count() or 1) > 64 and gen.get("use_cache", True):
    gen["assistant_model"] = draft
model.generate(**tok(prompts[0], return_tensors="pt"), **gen)
"""
    assert _codes(source) == []


def test_or_with_a_later_operand_true_on_every_path_is_true():
    source = """
import os
gen = {"max_new_tokens": 4, "use_cache": False}
if (os.cpu_count() or 1) > 64 or gen.get("draft", True):
    gen["assistant_model"] = draft
model.generate(**tok(prompts[0], return_tensors="pt"), **gen)
"""
    assert _codes(source) == [("HF101", 14, Severity.ERROR)]


def test_an_and_decided_on_one_loop_element_does_not_decide_the_next():
    """The first element's `and` is false whatever the unknown operand is; the second's is not
    decided, so its arm may run (and raises): the first element's truth must not carry over."""
    source = """
import random
for cfg in [{"fast": False}, {"fast": True}]:
    if random.random() > 0.5 and cfg["fast"]:
        model.generate(**tok(prompts[0], return_tensors="pt"), assistant_model=draft, max_new_tokens=4, use_cache=False)
"""
    assert [code for code, _, _ in _codes(source)] == ["HF101"]
