"""HF166: a pipeline asked to batch with a tokenizer that has no pad token.

Runs behind every expectation (tests/groundtruth/trial.py, the GPT-2 stand-in whose tokenizer has
no pad token, as the hub's): a text-generation pipeline called on a list of two prompts, a list of
one, a generator, a KeyDataset or a list of chats with batch_size 2 or 4 (at the call or given to
pipeline()) raises "Pipeline with tokenizer without pad_token cannot do batching" on all 28
releases, with an assistant too (before generate's batch check, HF106); `pad_token_id=` at the
call or to pipeline(), in generate_kwargs or in the model's generation config raise the same
(4.57.6, 5.23.0). A single text with batch_size 4, batch_size 1, Qwen2.5, and a pad token given to
the tokenizer (`tok.pad_token = tok.eos_token` then `tokenizer=tok`, `pipe.tokenizer.pad_token_id
= ...`, `pipe.tokenizer.pad_token = ...`) run clean. A tokenizer given a pad token but not passed to
pipeline(), which loads its own, still raises (4.57.6, 5.23.0).
"""

from __future__ import annotations

import textwrap

import pytest

import analysed

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline
from transformers.pipelines.pt_utils import KeyDataset

"""


def run(body: str, release: str = "5.23.0", code: str = "HF166"):
    found = analysed.findings(HEAD + textwrap.dedent(body), "batch.py", release)
    return [f for f in found if f.code == code]


RAISES = {
    "list at the call": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2")
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "list of one, batch_size at construction": """\
        pipe = pipeline("text-generation", model="gpt2", batch_size=4)
        pipe(["a b"], max_new_tokens=2)
        """,
    "generator": """\
        def prompts():
            yield "a b"
            yield "c d"

        pipe = pipeline("text-generation", model="openai-community/gpt2")
        for out in pipe(prompts(), batch_size=2, max_new_tokens=2):
            print(out)
        """,
    "KeyDataset": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=2)
        for out in pipe(KeyDataset([{"t": "a"}, {"t": "b"}], "t"), max_new_tokens=2):
            print(out)
        """,
    "list of chats": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2")
        pipe([[{"role": "user", "content": "hi"}], [{"role": "user", "content": "yo"}]], batch_size=2)
        """,
    "tokenizer passed in without a pad token": """\
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        pipe = pipeline("text-generation", model="openai-community/gpt2", tokenizer=tok)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "pad_token_id given to generate only": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", pad_token_id=3)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2, pad_token_id=3)
        """,
    "pad token id in the model's configs": """\
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        model.generation_config.pad_token_id = model.config.eos_token_id
        model.config.pad_token_id = model.config.eos_token_id
        pipe = pipeline("text-generation", model=model, tokenizer=tok)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "another tokenizer given a pad token, not the pipeline's": """\
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        tok.pad_token = tok.eos_token
        pipe = pipeline("text-generation", model="openai-community/gpt2")
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "pad token set to None": """\
        pipe = pipeline("text-generation", model="my-org/unknown-model")
        pipe.tokenizer.pad_token = None
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
}


@pytest.mark.parametrize("release", ["4.57.6", "5.15.0", "5.24.0"])
@pytest.mark.parametrize("case", sorted(RAISES))
def test_batching_without_a_pad_token_is_an_error(case, release):
    found = run(RAISES[case], release)
    assert len(found) == 1, case
    assert found[0].severity.value == "error"
    assert "has no pad token" in found[0].detail


def test_the_pad_error_comes_before_the_assisted_batch_check():
    body = """\
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    pipe = pipeline("text-generation", model="openai-community/gpt2", assistant_model=draft, batch_size=2)
    pipe(["a b", "c d e"], max_new_tokens=2)
    """
    assert len(run(body)) == 1
    assert run(body, code="HF106") == []


def test_the_fix_gives_the_pipeline_tokenizer_a_pad_token():
    body = """\
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
    """
    (finding,) = run(body)
    texts = [e.new_text for f in finding.fixes for e in f.edits]
    assert "pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id\n" in texts


CLEAN = {
    "a single text": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=4)
        pipe("a b", max_new_tokens=2)
        """,
    "a single chat": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=4)
        pipe([{"role": "system", "content": "x"}, {"role": "user", "content": "hi"}])
        """,
    "batch_size 1": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=1)
        pipe(["a b", "c d e"], max_new_tokens=2)
        """,
    "the call's batch_size 1 over the construction's": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=8)
        pipe(["a b", "c d e"], batch_size=1, max_new_tokens=2)
        """,
    "pad token set before pipeline()": """\
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        tok.pad_token = tok.eos_token
        pipe = pipeline("text-generation", model="openai-community/gpt2", tokenizer=tok)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "pad id set on the pipeline's tokenizer": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2")
        pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "pad token given to the loader": """\
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2", pad_token="<|endoftext|>")
        pipe = pipeline("text-generation", model="openai-community/gpt2", tokenizer=tok)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "add_special_tokens": """\
        pipe = pipeline("text-generation", model="openai-community/gpt2")
        pipe.tokenizer.add_special_tokens({"pad_token": "[PAD]"})
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "a checkpoint with a pad token": """\
        pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct")
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "an unknown checkpoint": """\
        pipe = pipeline("text-generation", model="my-org/unknown-model")
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
    "a tokenizer an unknown function got": """\
        from helpers import prepare
        tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        prepare(tok)
        pipe = pipeline("text-generation", model="openai-community/gpt2", tokenizer=tok)
        pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
        """,
}


@pytest.mark.parametrize("case", sorted(CLEAN))
def test_near_misses_are_silent(case):
    for release in ("4.57.6", "5.23.0"):
        assert run(CLEAN[case], release) == [], case


def test_a_pad_token_set_on_one_path_only_is_silent():
    # (the usual guard `if tok.pad_token is None: tok.pad_token = tok.eos_token` sets it on the
    # very path that lacks one: the walk does not tie the two, so a path that may be either is not told)
    body = """\
    import random
    pipe = pipeline("text-generation", model="openai-community/gpt2")
    if random.random() > 0.5:
        pipe.tokenizer.pad_token = pipe.tokenizer.eos_token
    pipe(["a b", "c d e"], batch_size=2, max_new_tokens=2)
    """
    assert run(body) == []


def test_feature_extraction_batches_with_the_pad_token_too():
    body = """\
    extractor = pipeline("feature-extraction", model="openai-community/gpt2")
    extractor(["a cat", "dogs bark loudly"], batch_size=2)
    """
    for release in ("4.57.6", "5.23.0"):
        assert len(run(body, release)) == 1
    clean = body.replace("batch_size=2", "batch_size=1")
    assert run(clean) == []


@pytest.mark.parametrize("name", ["openai-community/gpt2", "distilbert/distilgpt2", "distilgpt2", "openai-community/gpt2-medium"])
def test_each_checkpoint_with_a_cited_tokenizer_fact(name):
    """gpt2, distilgpt2 and gpt2-medium each have a source saying their tokenizer has no pad token."""
    found = run(f'pipe = pipeline("text-generation", model="{name}")\npipe(["a b", "c d e"], batch_size=2)\n')
    assert [f.code for f in found] == ["HF166"]


@pytest.mark.parametrize("name", ["openai-community/gpt2-large", "gpt2-xl", "microsoft/DialoGPT-medium"])
def test_a_gpt2_checkpoint_without_a_cited_tokenizer_fact_is_silent(name):
    """Their tokenizers are GPT-2's too, but no source hflint could cite says so: silent."""
    found = run(f'pipe = pipeline("text-generation", model="{name}")\npipe(["a b", "c d e"], batch_size=2)\n')
    assert found == []
