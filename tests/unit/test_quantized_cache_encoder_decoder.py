"""h131: HF304 for `cache_implementation="quantized"` on an encoder-decoder model, which generate
refuses ("This model does not support the quantized cache") before it builds the cache.

Runs behind every expectation (tests/groundtruth/trial.py, all 28 releases; see
benchmarks/README.md, section h131): flan-t5, t5-small, BART, Marian, Pegasus, NLLB and Whisper
raise it with or without a cache_config and whatever its backend (quanto and hqq are not
installed: the model is refused first); `use_cache=False` runs; gpt2 asks for the quanto package
instead, RWKV ignores the setting.
"""

from __future__ import annotations

import analysed

T5 = """\
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
ids = tok("translate English to German: Hello", return_tensors="pt").input_ids
"""


def codes(source: str, release: str = "5.23.0") -> list[str]:
    return [f.code for f in analysed.findings(source, "quantized.py", release)]


def test_encoder_decoder_refused_whatever_the_backend():
    for release in ("4.57.6", "5.15.0", "5.23.0", "5.24.0"):
        assert codes(T5 + 'model.generate(ids, cache_implementation="quantized")\n', release) == ["HF304"]
        hqq = 'model.generate(ids, cache_implementation="quantized", cache_config={"backend": "hqq"})\n'
        assert codes(T5 + hqq, release) == ["HF304"]
        # (an unknown backend: the model is refused before the backend is read, so not HF194)
        odd = 'model.generate(ids, cache_implementation="quantized", cache_config={"backend": "fp8"})\n'
        assert codes(T5 + odd, release) == ["HF304"]


def test_through_configs_and_concrete_classes():
    model_config = 'model.generation_config.cache_implementation = "quantized"\nmodel.generate(ids)\n'
    assert codes(T5 + model_config) == ["HF304"]
    bart = """\
from transformers import BartForConditionalGeneration, GenerationConfig
model = BartForConditionalGeneration.from_pretrained("./my-bart")
model.generate(input_ids=None, generation_config=GenerationConfig(cache_implementation="quantized"))
"""
    assert codes(bart) == ["HF304"]


def test_silent_without_a_cache_or_for_models_not_known_as_encoder_decoder():
    assert codes(T5 + 'model.generate(ids, cache_implementation="quantized", use_cache=False)\n') == []
    unknown = """\
import sys
from transformers import AutoModelForSeq2SeqLM
model = AutoModelForSeq2SeqLM.from_pretrained(sys.argv[1])
model.generate(input_ids=None, cache_implementation="quantized")
"""
    assert codes(unknown) == []
    gpt2 = """\
from transformers import AutoModelForCausalLM
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generate(input_ids=None, cache_implementation="quantized")
"""
    assert "HF304" not in codes(gpt2)


def test_with_an_assistant_from_5_15_only():
    drafted = T5 + (
        'draft = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")\n'
        'model.generate(ids, assistant_model=draft, cache_implementation="quantized", max_new_tokens=3)\n'
    )
    assert codes(drafted, "5.14.1") == []
    assert codes(drafted, "5.15.0") == ["HF304"]
    assert codes(drafted, "5.24.0") == ["HF304"]
