"""Batch jobs over data (h180): keys a collate function (a function or a class's `__call__`)
writes into the tokenizer's output reach generate through `**batch` (HF146) unless popped or
deleted; `cache.reset()` on a name that may hold either of two caches (a StaticCache built for
either release's signature) empties the one it holds (HF154 silent); a handler that retries the
halves of a failing batch and re-raises only for one prompt stops the error (HF106 silent).
Runs: benchmarks/README.md h180 (recall scripts h180_*, 4.57.6, 5.15.0, 5.23.0, 5.24.0) and the
fixtures fp2615-fp2629 (5.23.0)."""

from __future__ import annotations

import textwrap

import pytest

import analysed

RELEASES = ("4.57.6", "5.15.0", "5.23.0", "5.24.0")
UNUSED = (
    "The following `model_kwargs` are not used by the model: {keys} "
    "(note: typos in the generate arguments will also show up in this list)"
)
BATCH_ONE = "assisted generate is only supported for batch_size = 1"


def found(text: str, release: str) -> list[tuple[int, str, str]]:
    return [
        (f.span.line, f.code, f.raises.message if f.raises else "")
        for f in analysed.findings(textwrap.dedent(text), "script.py", release)
        if f.raises
    ]


COLLATE = """\
    from torch.utils.data import DataLoader
    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    rows = [{"id": 1, "text": "hello"}, {"id": 2, "text": "the fox"}]
    def collate(batch):
        enc = tok([r["text"] for r in batch], return_tensors="pt", padding=True)
        enc["row_ids"] = [r["id"] for r in batch]
        return enc
    for batch in DataLoader(rows, batch_size=2, collate_fn=collate):
        out = model.generate(**batch, max_new_tokens=4)
"""


@pytest.mark.parametrize("release", RELEASES)
def test_key_written_by_a_collate_function_reaches_generate(release):
    assert found(COLLATE, release) == [(11, "HF146", UNUSED.format(keys="['row_ids']"))]


@pytest.mark.parametrize("release", RELEASES)
def test_popped_or_deleted_key_does_not(release):
    popped = COLLATE.replace("    for batch in DataLoader", "    for batch in DataLoader", 1).replace(
        "        out = model.generate(**batch", '        ids = batch.pop("row_ids")\n        out = model.generate(**batch'
    )
    assert found(popped, release) == []
    deleted = popped.replace('ids = batch.pop("row_ids")', 'del batch["row_ids"]')
    assert found(deleted, release) == []
    by_name = COLLATE.replace("model.generate(**batch,", 'model.generate(input_ids=batch["input_ids"],')
    assert found(by_name, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_collator_instance_is_called_through_its_dunder_call(release):
    text = """\
        from torch.utils.data import DataLoader
        from transformers import AutoModelForCausalLM, AutoTokenizer
        class Collator:
            def __init__(self, tok):
                self.tok = tok
            def __call__(self, rows):
                batch = self.tok([r["q"] for r in rows], return_tensors="pt", padding=True)
                batch["uid"] = [r["uid"] for r in rows]
                return batch
        tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", padding_side="left")
        model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
        data = [{"uid": "a", "q": "hello"}, {"uid": "b", "q": "the fox"}]
        for batch in DataLoader(data, batch_size=2, collate_fn=Collator(tok)):
            model.generate(**batch, max_new_tokens=4)
    """
    assert found(text, release) == [(14, "HF146", UNUSED.format(keys="['uid']"))]
    kept_apart = text.replace('batch["uid"] = [r["uid"] for r in rows]', 'uids = [r["uid"] for r in rows]')
    assert found(kept_apart, release) == []


@pytest.mark.parametrize("release", RELEASES)
def test_model_input_written_into_the_batch_is_taken(release):
    text = """\
        from transformers import AutoModelForCausalLM, AutoTokenizer
        tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", padding_side="left")
        model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
        batch = tok(["hello", "the fox"], return_tensors="pt", padding=True)
        batch["position_ids"] = batch["attention_mask"].cumsum(-1) - 1
        model.generate(**batch, max_new_tokens=4)
    """
    assert found(text, release) == []
    assert found(text.replace('"position_ids"', '"source_text"'), release) == [
        (6, "HF146", UNUSED.format(keys="['source_text']"))
    ]


STATIC_RESET = """\
    from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    try:
        cache = StaticCache(config=model.config, max_batch_size=2, max_cache_len=64)
    except TypeError:
        cache = StaticCache(config=model.config, max_cache_len=64)
    for prompts in (["hello world", "the fox"], ["one two", "red blue"]):
        enc = tok(prompts, return_tensors="pt", padding=True)
        cache.reset()
        model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
"""


@pytest.mark.parametrize("release", RELEASES)
def test_reset_of_a_cache_built_either_way_empties_it(release):
    assert [f for f in found(STATIC_RESET, release) if f[1] == "HF154"] == []
    unreset = STATIC_RESET.replace("        cache.reset()\n", "")
    assert [f[1] for f in found(unreset, release)] == ["HF154"]


RETRY = """\
    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    def run(prompts):
        try:
            enc = tok(prompts, return_tensors="pt", padding=True)
            return [model.generate(**enc, assistant_model=draft, max_new_tokens=4)]
        except ValueError:
            if len(prompts) == 1:
                raise
            half = len(prompts) // 2
            return run(prompts[:half]) + run(prompts[half:])
    run(["hello", "the fox", "one two"])
"""


@pytest.mark.parametrize("release", RELEASES)
def test_split_and_retry_handler_stops_the_error(release):
    assert found(RETRY, release) == []
    # (a handler that re-raises whatever the size, or that retries something else, lets it through)
    always = RETRY.replace("            if len(prompts) == 1:\n                raise\n", "            raise\n")
    assert [f[1:] for f in found(always, release)] == [("HF106", BATCH_ONE)]
    other = RETRY.replace("return run(prompts[:half]) + run(prompts[half:])", "return [prompts[:half], prompts[half:]]")
    # (a handler that does not retry, but whose `raise` is for one prompt only while three are
    # passed: it catches the error and returns the halves, so the script runs; h181's decided arms)
    assert found(other, release) == []
    oom = RETRY.replace("except ValueError:", "except MemoryError:")
    assert [f[1:] for f in found(oom, release)] == [("HF106", BATCH_ONE)]
