"""HF199: `prefill_chunk_size` on a generate call that builds no cache raises ValueError "Cannot use
prefill chunking without a cache" (runs: catalog/HF199.toml, h127's on all 28 releases)."""

from __future__ import annotations

import pytest

import analysed

HEAD = """from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
enc = tok("The committee met on Tuesday to discuss the budget. " * 6, return_tensors="pt")
"""


def found(body: str, release: str, head: str = HEAD) -> list[tuple[str, str]]:
    first = head.count("\n") + 1
    return [(f.code, f.severity.value) for f in analysed.findings(head + body, "chunks.py", release) if f.span.line >= first]


ALL = ["4.57.6", "5.0.0", "5.1.0", "5.3.0", "5.15.0", "5.23.0", "5.24.0"]

RAISING = [
    # (the keyword, a passed GenerationConfig, the model's generation config, a config's attributes)
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16, use_cache=False)\n",
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=4096, use_cache=False)\n",
    "model.generate(**enc, max_new_tokens=4, do_sample=True, prefill_chunk_size=16, use_cache=False)\n",
    "gc = GenerationConfig(max_new_tokens=4, prefill_chunk_size=16, use_cache=False)\n"
    "model.generate(**enc, generation_config=gc)\n",
    "gc = GenerationConfig(max_new_tokens=4)\ngc.prefill_chunk_size = 16\ngc.use_cache = False\n"
    "model.generate(**enc, generation_config=gc)\n",
    "model.generation_config.use_cache = False\nmodel.generate(**enc, max_new_tokens=4, prefill_chunk_size=16)\n",
    "model.generation_config.prefill_chunk_size = 16\nmodel.generate(**enc, max_new_tokens=4, use_cache=False)\n",
    # (a kwargs dict, and a text-generation pipeline)
    "kw = {'prefill_chunk_size': 16}\nkw['use_cache'] = False\nmodel.generate(**enc, max_new_tokens=4, **kw)\n",
    "from transformers import pipeline\np = pipeline('text-generation', model=name)\n"
    "p('long text ' * 30, max_new_tokens=4, prefill_chunk_size=16, use_cache=False)\n",
]


@pytest.mark.parametrize("body", RAISING)
@pytest.mark.parametrize("release", ALL)
def test_chunked_prefill_with_the_cache_off(body: str, release: str) -> None:
    assert found(body, release) == [("HF199", "error")]


CLEAN = [
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16, cache_implementation='dynamic')\n",
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=None, use_cache=False)\n",
    "model.generate(**enc, max_new_tokens=4, use_cache=False)\n",
    # (the keyword at the call wins over the passed config)
    "gc = GenerationConfig(max_new_tokens=4, prefill_chunk_size=16, use_cache=False)\n"
    "model.generate(**enc, generation_config=gc, use_cache=True, cache_implementation='dynamic')\n",
    # (a cache object passed: the check passes; 0 and floats fail in torch.split first)
    "from transformers import DynamicCache\n"
    "model.generate(**enc, max_new_tokens=4, past_key_values=DynamicCache(), prefill_chunk_size=16, use_cache=False)\n",
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=0, use_cache=False)\n",
    "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16.0, use_cache=False)\n",
    # (assisted generation does not chunk; without a cache HF101 raises first)
    "a = AutoModelForCausalLM.from_pretrained(name)\n"
    "model.generate(**enc, max_new_tokens=4, assistant_model=a, prefill_chunk_size=16)\n",
]


@pytest.mark.parametrize("body", CLEAN)
@pytest.mark.parametrize("release", ALL)
def test_chunked_prefill_with_a_cache(body: str, release: str) -> None:
    assert found(body, release) == []


def test_assisted_without_cache_is_hf101() -> None:
    body = (
        "a = AutoModelForCausalLM.from_pretrained(name)\n"
        "model.generate(**enc, max_new_tokens=4, assistant_model=a, prefill_chunk_size=16, use_cache=False)\n"
    )
    assert found(body, "5.15.0") == [("HF101", "error")]


@pytest.mark.parametrize("release", ["4.57.6", "5.0.0", "5.24.0"])
def test_beam_search_chunks_from_5_0(release: str) -> None:
    body = "model.generate(**enc, max_new_tokens=4, num_beams=2, prefill_chunk_size=16, use_cache=False)\n"
    assert found(body, release) == ([] if release == "4.57.6" else [("HF199", "error")])


@pytest.mark.parametrize("release", ALL)
def test_default_cache_on_5_0(release: str) -> None:
    # 5.0.0 leaves the default cache to the model's forward pass: every chunked prefill raises
    # there unless a cache_implementation is set (5.1 fixed it).
    body = "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16)\n"
    assert found(body, release) == ([("HF199", "error")] if release == "5.0.0" else [])


@pytest.mark.parametrize("hub", ["RWKV/rwkv-4-169m-pile", "xlnet/xlnet-base-cased"])
@pytest.mark.parametrize("release", ["5.0.0", "5.15.0", "5.24.0"])
def test_model_without_kv_cache(hub: str, release: str) -> None:
    head = f"""from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("{hub}")
model = AutoModelForCausalLM.from_pretrained("{hub}")
enc = tok("The committee met on Tuesday. " * 6, return_tensors="pt")
"""
    body = "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16)\n"
    assert found(body, release, head) == [("HF199", "error")]


@pytest.mark.parametrize("release", ["5.15.0", "5.23.0", "5.24.0"])
def test_mamba_until_5_24(release: str) -> None:
    head = """from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("state-spaces/mamba-130m-hf")
model = AutoModelForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
enc = tok("The committee met on Tuesday. " * 6, return_tensors="pt")
"""
    body = "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=16)\n"
    # (5.24's Mamba fails in its own cache first: another message)
    assert found(body, release, head) == ([] if release == "5.24.0" else [("HF199", "error")])


def test_loop_over_chunk_sizes_may_raise() -> None:
    body = "for size in [None, 16]:\n    model.generate(**enc, max_new_tokens=4, prefill_chunk_size=size, use_cache=False)\n"
    assert [code for code, _ in found(body, "5.15.0")] == ["HF199"]


def test_command_line_default() -> None:
    body = (
        "import argparse\n"
        "parser = argparse.ArgumentParser()\n"
        "parser.add_argument('--chunk', type=int, default=32)\n"
        "parser.add_argument('--use-cache', action='store_true')\n"
        "args = parser.parse_args()\n"
        "model.generate(**enc, max_new_tokens=4, prefill_chunk_size=args.chunk, use_cache=args.use_cache)\n"
    )
    got = analysed.findings(HEAD + body, "chunks.py", "5.15.0")
    assert [(f.code, f.severity.value) for f in got] == [("HF199", "warning")]
    assert "--use-cache" in got[0].message
