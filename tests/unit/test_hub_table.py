"""The checkpoint table (catalog/checkpoints/): what it holds, and how the analysis uses it.

The families a user names most must be there with the facts that decide transformers'
checks: `vocab_size` (generate's "same tokenizer?" comparison reads
`config.get_text_config().vocab_size`, generation/utils.py of 4.57.6 to 5.24.0) and the
generation_config.json fields. The checkpoint's own files, when on disk, come first.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hflint.core.engine import Settings, analyze
from hflint.hubfacts import GEN_TYPES, default_table, lookup

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "groundtruth"))
import analysed
from hubmodels import _BERT_SPECIAL, HUB_MODELS, WORDS  # noqa: E402


def codes(source: str, release: str = "5.23.0", **settings) -> list[tuple[int, str]]:
    found = analysed.findings(source, "script.py", release, **settings)
    return sorted((f.span.line, f.code) for f in found)


# ---------------------------------------------------------------- what the table holds

FAMILIES = {  # a name the brief's families are loaded by -> its model type
    "meta-llama/Llama-2-7b-chat-hf": "llama",
    "meta-llama/Meta-Llama-3-8B-Instruct": "llama",
    "meta-llama/Llama-3.1-8B-Instruct": "llama",
    "meta-llama/Llama-3.2-1B": "llama",
    "meta-llama/Llama-3.3-70B-Instruct": "llama",
    "codellama/CodeLlama-7b-hf": "llama",
    "mistralai/Mistral-7B-Instruct-v0.2": "mistral",
    "mistralai/Mixtral-8x7B-Instruct-v0.1": "mixtral",
    "Qwen/Qwen1.5-7B-Chat": "qwen2",
    "Qwen/Qwen2-7B-Instruct": "qwen2",
    "Qwen/Qwen2.5-0.5B-Instruct": "qwen2",
    "Qwen/Qwen3-8B": "qwen3",
    "google/gemma-7b-it": "gemma",
    "google/gemma-2-9b-it": "gemma2",
    "google/gemma-3-1b-it": "gemma3_text",
    "google/gemma-3-27b-it": "gemma3",
    "microsoft/phi-2": "phi",
    "microsoft/Phi-3-mini-4k-instruct": "phi3",
    "microsoft/Phi-3.5-mini-instruct": "phi3",
    "microsoft/phi-4": "phi3",
    "HuggingFaceTB/SmolLM-135M": "llama",
    "HuggingFaceTB/SmolLM2-1.7B-Instruct": "llama",
    "HuggingFaceTB/SmolLM3-3B": "smollm3",
    "gpt2": "gpt2",
    "distilgpt2": "gpt2",
    "facebook/opt-125m": "opt",
    "EleutherAI/pythia-160m": "gpt_neox",
    "tiiuae/falcon-7b": "falcon",
    "TinyLlama/TinyLlama-1.1B-Chat-v1.0": "llama",
    "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B": "qwen2",
    "deepseek-ai/DeepSeek-R1-Distill-Llama-8B": "llama",
    "ibm-granite/granite-3.1-8b-instruct": "granite",
    "allenai/OLMo-2-1124-7B": "olmo2",
    "bigcode/starcoder2-3b": "starcoder2",
    "openai/whisper-large-v3": "whisper",
    "distil-whisper/distil-large-v3": "whisper",
    "state-spaces/mamba-130m-hf": "mamba",
    "mistralai/Mamba-Codestral-7B-v0.1": "mamba2",
    "tiiuae/falcon-mamba-7b": "falcon_mamba",
    "RWKV/rwkv-4-169m-pile": "rwkv",
    "ai21labs/Jamba-v0.1": "jamba",
    "Zyphra/Zamba2-2.7B": "zamba2",
    "google/recurrentgemma-2b": "recurrent_gemma",
    "NX-AI/xLSTM-7b": "xlstm",
    "t5-small": "t5",
    "google-t5/t5-base": "t5",
    "google/flan-t5-large": "t5",
    "facebook/bart-base": "bart",
    "sshleifer/distilbart-cnn-12-6": "bart",
    "mistralai/Mistral-Nemo-Base-2407": "mistral",
    "ibm-granite/granite-3.3-8b-instruct": "granite",
    "JackFram/llama-68m": "llama",
    "microsoft/DialoGPT-medium": "gpt2",
    "EleutherAI/pythia-14m": "gpt_neox",
    "stabilityai/stablelm-2-zephyr-1_6b": "stablelm",
    # (h103)
    "facebook/bart-large-cnn": "bart",
    "microsoft/DialoGPT-small": "gpt2",
    "microsoft/DialoGPT-large": "gpt2",
    "Helsinki-NLP/opus-mt-en-de": "marian",
    "facebook/nllb-200-distilled-600M": "m2m_100",
    "google/pegasus-large": "pegasus",
    # (h108)
    "HuggingFaceH4/zephyr-7b-beta": "mistral",
    "TinyLlama/TinyLlama_v1.1": "llama",
    "allenai/OLMo-7B-hf": "olmo",
    "Qwen/Qwen2.5-Math-7B-Instruct": "qwen2",
    "Qwen/Qwen2.5-Math-1.5B": "qwen2",
    "stabilityai/stablelm-3b-4e1t": "stablelm",
    "Salesforce/codegen-350M-mono": "codegen",
    "microsoft/Phi-3.5-MoE-instruct": "phimoe",
    # (h182)
    "facebook/mbart-large-50-many-to-many-mmt": "mbart",
    "facebook/mbart-large-en-ro": "mbart",
    "facebook/bart-large": "bart",
    "google-t5/t5-large": "t5",
    "t5-3b": "t5",
    "google/t5-v1_1-base": "t5",
    "facebook/blenderbot-400M-distill": "blenderbot",
    "facebook/blenderbot_small-90M": "blenderbot-small",
    "Qwen/Qwen3-4B-Instruct-2507": "qwen3",
    "Qwen/Qwen3-30B-A3B-Thinking-2507": "qwen3_moe",
    "Qwen/QwQ-32B": "qwen2",
    "Qwen/Qwen2.5-7B-Instruct-1M": "qwen2",
    "microsoft/Phi-4-reasoning": "phi3",
    "microsoft/Phi-4-mini-reasoning": "phi3",
    "mistralai/Mixtral-8x22B-Instruct-v0.1": "mixtral",
    "mistralai/mathstral-7B-v0.1": "mistral",
    "google/codegemma-7b-it": "gemma",
    "EleutherAI/pythia-31m": "gpt_neox",
    "codellama/CodeLlama-70b-Instruct-hf": "llama",
    "mistralai/Mistral-Large-Instruct-2407": "mistral",
    "tiiuae/falcon-180B-chat": "falcon",
    "openlm-research/open_llama_3b": "llama",
}


@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_the_families_people_load_are_named(name):
    ckpt = lookup(name)
    assert ckpt is not None, name
    assert ckpt.model_type == FAMILIES[name]
    assert ckpt.config_source


def test_names_match_exactly_and_ignore_case():
    assert lookup("Qwen/qwen2.5-0.5b-instruct") is lookup("Qwen/Qwen2.5-0.5B-Instruct")
    for near in (
        "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
        "my-org/gpt2",
        "gpt2-finetuned",
        "google/gemma-2-2b-it ",
        "meta-llama/Llama-3.2-11B-Vision-Instruct",
        "state-spaces/mamba2-130m",
        # (no sourced config.json: unknown names stay silent)
        "google/flan-t5-xl",
        "JackFram/llama-160m",
        "double7/vicuna-68m",
        "",
    ):
        assert lookup(near) is None, near


# Pairs whose `vocab_size` differs: generate asks for both tokenizers (HF107).
DIFFERENT = [
    ("EleutherAI/pythia-160m", "openai-community/gpt2"),
    ("Qwen/Qwen2.5-1.5B-Instruct", "meta-llama/Llama-3.2-1B"),
    ("meta-llama/Llama-2-7b-hf", "meta-llama/Llama-3.1-8B"),
    ("Qwen/Qwen2.5-7B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    ("codellama/CodeLlama-7b-hf", "codellama/CodeLlama-7b-Python-hf"),
    ("EleutherAI/pythia-6.9b", "EleutherAI/pythia-1b"),
    ("google/gemma-3-12b-it", "google/gemma-3-1b-it"),
    ("openai/whisper-large-v2", "distil-whisper/distil-large-v3"),
    ("mistralai/Mistral-7B-Instruct-v0.3", "mistralai/Mistral-7B-v0.1"),
    ("microsoft/phi-4", "microsoft/Phi-3.5-mini-instruct"),
    ("facebook/bart-base", "sshleifer/distilbart-cnn-12-6"),
    ("facebook/bart-base", "t5-small"),
    ("mistralai/Mistral-Nemo-Base-2407", "mistralai/Mistral-7B-v0.1"),
    ("ibm-granite/granite-3.3-8b-instruct", "ibm-granite/granite-3.1-2b-instruct"),
    ("facebook/bart-large-cnn", "facebook/bart-base"),
    ("Helsinki-NLP/opus-mt-en-de", "t5-small"),
    ("Helsinki-NLP/opus-mt-en-de", "facebook/bart-base"),
    ("microsoft/DialoGPT-large", "EleutherAI/pythia-160m"),
    ("facebook/nllb-200-distilled-600M", "Helsinki-NLP/opus-mt-en-de"),
    ("google/pegasus-large", "facebook/bart-large-cnn"),
    ("Qwen/Qwen2.5-Math-7B-Instruct", "Qwen/Qwen2.5-Math-1.5B-Instruct"),
    ("stabilityai/stablelm-3b-4e1t", "stabilityai/stablelm-2-zephyr-1_6b"),
    ("HuggingFaceH4/zephyr-7b-beta", "Qwen/Qwen2.5-0.5B-Instruct"),
    ("allenai/OLMo-7B-hf", "TinyLlama/TinyLlama_v1.1"),
    ("microsoft/Phi-3.5-MoE-instruct", "microsoft/phi-4"),
    ("codellama/CodeLlama-7b-hf", "Salesforce/codegen-350M-mono"),
    ("facebook/mbart-large-50-many-to-many-mmt", "facebook/mbart-large-cc25"),
    ("facebook/mbart-large-50-many-to-many-mmt", "Helsinki-NLP/opus-mt-en-de"),
    ("facebook/mbart-large-en-ro", "facebook/nllb-200-distilled-600M"),
    ("facebook/bart-large", "facebook/bart-large-cnn"),
    ("facebook/blenderbot-3B", "facebook/blenderbot_small-90M"),
    ("facebook/blenderbot-400M-distill", "microsoft/DialoGPT-small"),
    ("Qwen/QwQ-32B", "Qwen/Qwen3-0.6B"),
    ("Qwen/Qwen3-4B-Instruct-2507", "Qwen/Qwen2.5-7B-Instruct"),
    ("microsoft/Phi-4-reasoning", "microsoft/Phi-4-mini-instruct"),
    ("mistralai/Mixtral-8x22B-Instruct-v0.1", "mistralai/Mistral-7B-Instruct-v0.2"),
    ("EleutherAI/pythia-6.9b", "EleutherAI/pythia-31m"),
    ("codellama/CodeLlama-70b-Python-hf", "codellama/CodeLlama-7b-Python-hf"),
    ("mistralai/Mistral-Large-Instruct-2411", "mistralai/Mistral-7B-Instruct-v0.2"),
    ("openlm-research/open_llama_7b", "meta-llama/Llama-3.2-1B-Instruct"),
]
# Pairs that share it: classic assisted decoding, and `assistant_tokenizer` is refused (HF108).
SAME = [
    ("gpt2-xl", "distilbert/distilgpt2"),
    ("meta-llama/Llama-3.1-70B-Instruct", "meta-llama/Llama-3.2-1B-Instruct"),
    ("Qwen/Qwen2.5-3B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"),
    ("Qwen/Qwen3-32B", "Qwen/Qwen3-0.6B"),
    ("meta-llama/Llama-2-13b-chat-hf", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"),
    ("EleutherAI/pythia-2.8b", "EleutherAI/pythia-70m"),
    ("google/gemma-2-27b-it", "google/gemma-2-2b-it"),
    ("openai/whisper-large-v3", "distil-whisper/distil-large-v3"),
    ("HuggingFaceTB/SmolLM2-1.7B", "HuggingFaceTB/SmolLM-135M"),
    ("deepseek-ai/DeepSeek-R1-Distill-Llama-8B", "meta-llama/Llama-3.2-1B"),
    ("google/flan-t5-large", "google/flan-t5-base"),
    ("google/flan-t5-large", "google/flan-t5-small"),
    ("google/flan-t5-base", "t5-small"),
    ("ibm-granite/granite-3.3-8b-instruct", "ibm-granite/granite-3.3-2b-instruct"),
    ("facebook/bart-large-cnn", "sshleifer/distilbart-cnn-12-6"),
    ("microsoft/DialoGPT-large", "microsoft/DialoGPT-small"),
    ("microsoft/DialoGPT-small", "distilgpt2"),
    ("HuggingFaceH4/zephyr-7b-beta", "TinyLlama/TinyLlama_v1.1"),
    ("microsoft/Phi-3.5-MoE-instruct", "microsoft/Phi-3.5-mini-instruct"),
    ("allenai/OLMo-7B-hf", "allenai/OLMo-1B-hf"),
    ("microsoft/phi-2", "Salesforce/codegen-350M-mono"),
    ("Qwen/Qwen2.5-Math-7B-Instruct", "Qwen/Qwen2.5-7B-Instruct"),
    ("stabilityai/stablelm-3b-4e1t", "EleutherAI/pythia-160m"),
    ("facebook/mbart-large-50-one-to-many-mmt", "facebook/mbart-large-50-many-to-one-mmt"),
    ("facebook/mbart-large-en-ro", "facebook/mbart-large-cc25"),
    ("facebook/bart-large", "facebook/bart-base"),
    ("t5-11b", "t5-small"),
    ("google-t5/t5-large", "google/flan-t5-small"),
    ("google/t5-v1_1-large", "google/t5-v1_1-base"),
    ("facebook/blenderbot-3B", "facebook/blenderbot-400M-distill"),
    ("Qwen/Qwen3-235B-A22B-Instruct-2507", "Qwen/Qwen3-4B-Instruct-2507"),
    ("Qwen/Qwen3-30B-A3B-Thinking-2507", "Qwen/Qwen3-0.6B"),
    ("Qwen/QwQ-32B", "Qwen/Qwen2.5-7B-Instruct"),
    ("Qwen/Qwen2.5-14B-Instruct-1M", "Qwen/Qwen2.5-7B-Instruct-1M"),
    ("microsoft/Phi-4-reasoning-plus", "microsoft/phi-4"),
    ("microsoft/Phi-4-mini-reasoning", "microsoft/Phi-4-mini-instruct"),
    ("mistralai/Mixtral-8x22B-Instruct-v0.1", "mistralai/Mistral-7B-Instruct-v0.3"),
    ("mistralai/mathstral-7B-v0.1", "mistralai/Mistral-7B-v0.3"),
    ("google/codegemma-7b-it", "google/gemma-2b"),
    ("EleutherAI/pythia-1b", "EleutherAI/pythia-31m"),
    ("codellama/CodeLlama-70b-Instruct-hf", "codellama/CodeLlama-7b-Instruct-hf"),
    ("mistralai/Mistral-Large-Instruct-2407", "mistralai/Mistral-7B-Instruct-v0.3"),
    ("tiiuae/falcon-180B-chat", "tiiuae/falcon-7b-instruct"),
    ("openlm-research/open_llama_13b", "openlm-research/open_llama_3b"),
]


@pytest.mark.parametrize(("main", "assistant"), DIFFERENT + SAME)
def test_vocabulary_relations(main, assistant):
    a, b = lookup(main), lookup(assistant)
    assert a is not None and b is not None and a.vocab_size and b.vocab_size
    assert (a.vocab_size != b.vocab_size) == ((main, assistant) in DIFFERENT)


SPECULATE = """from transformers import AutoModelForCausalLM, AutoTokenizer

model = AutoModelForCausalLM.from_pretrained("{main}")
assistant = AutoModelForCausalLM.from_pretrained("{assistant}")
model.generate(assistant_model=assistant, max_new_tokens=8)
model.generate(assistant_model=assistant, assistant_tokenizer=AutoTokenizer.from_pretrained("{assistant}"))
"""


@pytest.mark.parametrize(("main", "assistant"), DIFFERENT[:4] + SAME[:4])
def test_the_relation_decides_hf107_or_hf108(main, assistant):
    found = codes(SPECULATE.format(main=main, assistant=assistant))
    if (main, assistant) in DIFFERENT:
        assert found == [(5, "HF107"), (6, "HF107")]
    else:
        assert found == [(6, "HF108")]


SEQ2SEQ_DRAFT = """from transformers import AutoModelForSeq2SeqLM

model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
draft = AutoModelForSeq2SeqLM.from_pretrained("{draft}")
model.generate(assistant_model=draft, max_new_tokens=8)
"""


def test_an_encoder_decoder_draft_of_another_vocabulary_names_both_sizes_and_files():
    """What the user sees for a BART student one embedding row short of bart-base (runs on 4.57.6 to
    5.24.0 raised: benchmarks/recall/scripts/h52_distilbart_drafts_bart_base.py)."""
    result = analyze(SEQ2SEQ_DRAFT.format(draft="sshleifer/distilbart-cnn-12-6"), "x.py", Settings(transformers_version="5.24.0"))
    (finding,) = result.findings
    assert (finding.code, finding.span.line) == ("HF107", 5)
    notes = [e.note for e in finding.evidence] + list(finding.notes) + [finding.message, finding.detail]
    text = "\n".join(notes)
    assert "(50265 tokens) differs from the assistant's (50264)" in text
    assert "catalog/checkpoints/bart.toml" in text
    # the same family's checkpoint that shares the size, and a name the table does not hold, stay silent
    assert codes(SEQ2SEQ_DRAFT.format(draft="facebook/bart-base"), "5.24.0") == []
    assert codes(SEQ2SEQ_DRAFT.format(draft="sshleifer/distilbart-xsum-12-6"), "5.24.0") == []


H103_DRAFT = """from transformers import {cls}, AutoModelForSeq2SeqLM, AutoModelForCausalLM

model = {cls}.from_pretrained("{main}")
draft = {draft_cls}.from_pretrained("{draft}")
model.generate(assistant_model=draft, max_new_tokens=8)
"""

_S2S, _LM = "AutoModelForSeq2SeqLM", "AutoModelForCausalLM"


@pytest.mark.parametrize(
    ("cls", "main", "draft_cls", "draft", "release", "expected"),
    [
        # bart-large-cnn (50264) beside bart-base (50265): different tokenizers; on 5.14.0 too (HF107
        # fires before the encoder-decoder assisted path HF131 names: runs of 5.14.0 raise HF107's error).
        (_S2S, "facebook/bart-large-cnn", _S2S, "facebook/bart-base", "5.24.0", [(5, "HF107")]),
        (_S2S, "facebook/bart-large-cnn", _S2S, "facebook/bart-base", "5.14.0", [(5, "HF107")]),
        # its student shares 50264: assisted decoding goes ahead, clean on 5.24.0, HF131 on 5.14.0.
        (_S2S, "facebook/bart-large-cnn", _S2S, "sshleifer/distilbart-cnn-12-6", "5.24.0", []),
        (_S2S, "facebook/bart-large-cnn", _S2S, "sshleifer/distilbart-cnn-12-6", "5.14.0", [(5, "HF131")]),
        # OPUS-MT (58101) with a T5 or BART draft; with itself as the draft nothing differs.
        ("MarianMTModel", "Helsinki-NLP/opus-mt-en-de", _S2S, "t5-small", "5.24.0", [(5, "HF107")]),
        (_S2S, "Helsinki-NLP/opus-mt-en-de", _S2S, "facebook/bart-base", "4.57.6", [(5, "HF107")]),
        (_S2S, "Helsinki-NLP/opus-mt-en-de", _S2S, "Helsinki-NLP/opus-mt-en-de", "5.24.0", []),
        # DialoGPT-large / -small (50257) against Pythia (50304), and against each other.
        (_LM, "microsoft/DialoGPT-large", _LM, "EleutherAI/pythia-160m", "5.24.0", [(5, "HF107")]),
        (_LM, "microsoft/DialoGPT-large", _LM, "microsoft/DialoGPT-small", "5.24.0", []),
        (_LM, "microsoft/DialoGPT-small", _LM, "distilgpt2", "4.57.6", []),
        # NLLB-200 (256206) drafted by OPUS-MT, PEGASUS (96103) by bart-large-cnn.
        (_S2S, "facebook/nllb-200-distilled-600M", _S2S, "Helsinki-NLP/opus-mt-en-de", "5.15.0", [(5, "HF107")]),
        (_S2S, "google/pegasus-large", _S2S, "facebook/bart-large-cnn", "5.14.0", [(5, "HF107")]),
    ],
)
def test_the_h103_names_decide_what_a_draft_raises(cls, main, draft_cls, draft, release, expected):
    """Each finding is what a run of the stand-ins raised (benchmarks/README.md, h103); before these
    names were in the table HF107 stayed silent on every pair, and HF131 was reported on 5.14.0
    for the pairs whose vocabularies differ (HF107's error is what those runs raise)."""
    assert codes(H103_DRAFT.format(cls=cls, main=main, draft_cls=draft_cls, draft=draft), release) == expected


@pytest.mark.parametrize(
    ("main", "draft", "release", "expected"),
    [
        # Qwen2.5-Math: the 7B's 152064 rows against the 1.5B's 151936 (Qwen2.5's two paddings).
        ("Qwen/Qwen2.5-Math-7B-Instruct", "Qwen/Qwen2.5-Math-1.5B-Instruct", "5.24.0", [(5, "HF107")]),
        ("Qwen/Qwen2.5-Math-7B-Instruct", "Qwen/Qwen2.5-Math-1.5B-Instruct", "4.57.6", [(5, "HF107")]),
        ("Qwen/Qwen2.5-Math-7B-Instruct", "Qwen/Qwen2.5-7B-Instruct", "5.24.0", []),
        # StableLM-3B-4E1T (50304) against StableLM 2 (100352), and with Pythia (50304 too).
        ("stabilityai/stablelm-3b-4e1t", "stabilityai/stablelm-2-zephyr-1_6b", "5.15.0", [(5, "HF107")]),
        ("stabilityai/stablelm-3b-4e1t", "EleutherAI/pythia-160m", "5.15.0", []),
        # Zephyr (32000) with a Qwen draft, and with TinyLlama v1.1 (32000).
        ("HuggingFaceH4/zephyr-7b-beta", "Qwen/Qwen2.5-0.5B-Instruct", "5.14.0", [(5, "HF107")]),
        ("HuggingFaceH4/zephyr-7b-beta", "TinyLlama/TinyLlama_v1.1", "5.14.0", []),
        # OLMo 7B (50304): TinyLlama v1.1 differs, OLMo 1B does not.
        ("allenai/OLMo-7B-hf", "TinyLlama/TinyLlama_v1.1", "5.23.0", [(5, "HF107")]),
        ("allenai/OLMo-7B-hf", "allenai/OLMo-1B-hf", "5.23.0", []),
        # Phi-3.5-MoE (32064): phi-4 differs, Phi-3.5-mini does not.
        ("microsoft/Phi-3.5-MoE-instruct", "microsoft/phi-4", "5.13.1", [(5, "HF107")]),
        ("microsoft/Phi-3.5-MoE-instruct", "microsoft/Phi-3.5-mini-instruct", "5.13.1", []),
        # CodeGen-350M-mono (51200) drafting Code Llama (32016), and Phi-2 (51200).
        ("codellama/CodeLlama-7b-hf", "Salesforce/codegen-350M-mono", "5.24.0", [(5, "HF107")]),
        ("microsoft/phi-2", "Salesforce/codegen-350M-mono", "5.24.0", []),
    ],
)
def test_the_h108_names_decide_what_a_draft_raises(main, draft, release, expected):
    """Each outcome is what a run of the stand-ins gave (benchmarks/README.md, h108); before these
    names were in the table HF107 stayed silent on every pair (an unknown name)."""
    source = H103_DRAFT.format(cls=_LM, main=main, draft_cls=_LM, draft=draft)
    assert codes(source, release) == expected


@pytest.mark.parametrize(
    ("cls", "main", "draft", "release", "expected"),
    [
        # mBART-50 (250054) drafted by OPUS-MT (58101) or by the older mBART (250027): different tokenizers.
        (_S2S, "facebook/mbart-large-50-many-to-many-mmt", "Helsinki-NLP/opus-mt-en-de", "5.24.0", [(5, "HF107")]),
        (_S2S, "facebook/mbart-large-50-many-to-many-mmt", "facebook/mbart-large-cc25", "4.57.6", [(5, "HF107")]),
        (_S2S, "facebook/mbart-large-50-many-to-many-mmt", "facebook/mbart-large-50-one-to-many-mmt", "5.24.0", []),
        # bart-large (50265) with the CNN summariser's 50264 rows, and with bart-base (50265).
        (_S2S, "facebook/bart-large", "sshleifer/distilbart-cnn-12-6", "5.24.0", [(5, "HF107")]),
        (_S2S, "facebook/bart-large", "facebook/bart-base", "5.24.0", []),
        # T5 v1.0 large / 3B (32128) with a Flan-T5 or T5 draft: one vocabulary; with a BART draft, two.
        (_S2S, "google-t5/t5-large", "google/flan-t5-small", "5.24.0", []),
        (_S2S, "t5-3b", "facebook/bart-base", "5.23.0", [(5, "HF107")]),
        # BlenderBot (8008) drafted by BlenderBot Small (54944); by its own distilled student, one vocabulary.
        (_S2S, "facebook/blenderbot-3B", "facebook/blenderbot_small-90M", "5.24.0", [(5, "HF107")]),
        (_S2S, "facebook/blenderbot-1B-distill", "facebook/blenderbot-400M-distill", "5.24.0", []),
        # QwQ-32B (Qwen2.5's 152064) with a Qwen3 draft (151936); with Qwen2.5-7B-Instruct, one size.
        (_LM, "Qwen/QwQ-32B", "Qwen/Qwen3-0.6B", "5.24.0", [(5, "HF107")]),
        (_LM, "Qwen/QwQ-32B", "Qwen/Qwen2.5-7B-Instruct", "5.24.0", []),
        # Qwen3 2507 (151936): Qwen3-0.6B drafts; Qwen2.5-7B-Instruct does not share the size.
        (_LM, "Qwen/Qwen3-30B-A3B-Instruct-2507", "Qwen/Qwen3-0.6B", "4.57.6", []),
        (_LM, "Qwen/Qwen3-4B-Thinking-2507", "Qwen/Qwen2.5-7B-Instruct", "4.57.6", [(5, "HF107")]),
        # Mixtral 8x22B (32768) with Mistral v0.3 (32768) and v0.1 (32000).
        (_LM, "mistralai/Mixtral-8x22B-Instruct-v0.1", "mistralai/Mistral-7B-Instruct-v0.3", "5.23.0", []),
        (_LM, "mistralai/Mixtral-8x22B-Instruct-v0.1", "mistralai/Mistral-7B-v0.1", "5.23.0", [(5, "HF107")]),
        # Phi-4-reasoning (phi-4's 100352) with Phi-4-mini (200064).
        (_LM, "microsoft/Phi-4-reasoning", "microsoft/Phi-4-mini-instruct", "5.15.0", [(5, "HF107")]),
        (_LM, "microsoft/Phi-4-mini-reasoning", "microsoft/Phi-4-mini-instruct", "5.15.0", []),
        # Code Llama 70B (32016 in all three) with the 7B Python model (32000), and with 7B-Instruct (32016).
        (_LM, "codellama/CodeLlama-70b-Python-hf", "codellama/CodeLlama-7b-Python-hf", "5.24.0", [(5, "HF107")]),
        (_LM, "codellama/CodeLlama-70b-Instruct-hf", "codellama/CodeLlama-7b-Instruct-hf", "5.24.0", []),
    ],
)
def test_the_h182_names_decide_what_a_draft_raises(cls, main, draft, release, expected):
    """The names h182 added (from PaddleNLP's transcriptions: mBART, mBART-50, BlenderBot, bart-large,
    T5 large/3B/11B and v1.1; from litgpt's: Qwen3 2507, QwQ, Qwen2.5-1M, Phi-4 reasoning, Mixtral
    8x22B, mathstral, CodeGemma, pythia-31m, Code Llama 70B, Mistral Large, Falcon 180B, OpenLLaMA)
    have no stand-in (a new one would change every stand-in's digest): the outcomes follow the
    vocab_size comparison the h103 runs (encoder-decoder drafts) and h108 runs (decoder-only drafts)
    confirmed. Before these names were in the table HF107 stayed silent on every pair."""
    source = H103_DRAFT.format(cls=cls, main=main, draft_cls=cls, draft=draft)
    assert codes(source, release) == expected


def test_generation_config_facts_name_only_fields_the_rules_read():
    for ckpt in default_table().by_name.values():
        assert set(ckpt.gen_sets) | ckpt.gen_leaves_out <= set(GEN_TYPES)
        assert not set(ckpt.gen_sets) & ckpt.gen_leaves_out


# LLaVA 1.5's 32064 rows equal Phi-3's by chance (two different tokenizers); the stand-ins keep them
# apart, and no corpus script pairs the two.
_LLAVA = "llava-hf/llava-1.5-7b-hf"
_SAME_ROWS_APART = {
    _LLAVA,
    "microsoft/Phi-3-mini-4k-instruct",
    "microsoft/Phi-3.5-mini-instruct",
    "microsoft/Phi-3.5-MoE-instruct",
}


def _built_vocab_size(model) -> int:
    """The text vocabulary a stand-in's config gets. The vision stand-ins build theirs in
    hubmodels._save_vision: BLIP and GIT a BERT WordPiece vocabulary of every word (BLIP adds
    [DEC]), LLaVA the word-level one and an `<image>` token."""
    if model.model_type in ("blip", "git"):
        return len(_BERT_SPECIAL) + len(WORDS) + (model.model_type == "blip")
    if model.model_type == "llava":
        return model.vocab_size + 1
    return model.vocab_size


def test_the_stand_ins_agree_with_the_table():
    """tests/groundtruth/hubmodels.py gives two stand-ins one vocabulary exactly when the table does."""
    known = [(m.repo_id, _built_vocab_size(m), lookup(m.repo_id)) for m in HUB_MODELS]
    known = [(r, w, c) for r, w, c in known if c is not None and c.vocab_size]
    assert len(known) >= 8
    for r1, w1, c1 in known:
        for r2, w2, c2 in known:
            if r1 != r2 and _LLAVA in (r1, r2) and {r1, r2} <= _SAME_ROWS_APART:
                continue
            assert (w1 == w2) == (c1.vocab_size == c2.vocab_size), (r1, r2)


def test_the_stand_ins_vocabularies_fit_the_word_list():
    """A word-level stand-in knows at most every word of hubmodels.WORDS: a larger `vocab_words` is cut
    to the list's length, so two stand-ins the table tells apart would share one vocabulary (h103 found
    78 and 80 both built as 77 words)."""
    from hubmodels import WORDS

    for m in HUB_MODELS:
        if m.model_type != "whisper" and not m.byte_level:
            assert m.vocab_words <= len(WORDS), m.repo_id


def test_the_stand_ins_generation_configs_agree_with_the_table():
    """A stand-in whose generation_config.json sets a field the table knows sets it to the table's value."""
    checked = 0
    for m in HUB_MODELS:
        c = lookup(m.repo_id)
        if c is None or not c.knows_generation_config or not m.generation_config:
            continue
        for key, value in m.generation_config.items():
            if key in c.gen_sets or key in c.gen_leaves_out:
                assert c.gen_sets.get(key) == value, (m.repo_id, key)
                checked += 1
    assert checked >= 4  # (the Gemma 2 and 3 -it files' cache_implementation, gemma-3-270m-it's among them)


def test_the_stand_ins_write_the_transformers_version_the_table_records():
    """4.57 merges a passed GenerationConfig with the model's only for files of 4.50 or later: a stand-in
    of a checkpoint whose file version the table records writes that version (the others "4.40.0")."""
    recorded = 0
    for m in HUB_MODELS:
        c = lookup(m.repo_id)
        if c is None or c.gen_version is None:
            continue
        recorded += 1
        assert (m.generation_config or {}).get("transformers_version") == c.gen_version, m.repo_id
    assert recorded >= 10


# Fields the stand-ins leave out on purpose: Qwen2.5 base's `max_new_tokens: 2048` would make every
# corpus script that gives no budget of its own decode 2,048 tokens (the rules read it only to stay
# silent: HF147 does not report a `max_length=` it overrides, so a stand-in without it can only
# make a corpus run raise where hflint is silent, never the other way round).
_NOT_IN_STAND_INS = frozenset({"max_new_tokens"})


def test_the_stand_ins_write_every_field_the_table_says_the_hub_file_sets():
    """The other way round: a field the table says the hub file sets (Qwen2.5 Instruct's, Qwen3's and
    the R1 distills' `do_sample: true`, Gemma's `cache_implementation`) is in the stand-in's file too,
    so that the labels of the recall corpus see what the rules read."""
    written = 0
    for m in HUB_MODELS:
        c = lookup(m.repo_id)
        if c is None or not c.knows_generation_config:
            continue
        for key, value in c.gen_sets.items():
            if key in _NOT_IN_STAND_INS:
                continue
            assert (m.generation_config or {}).get(key, "missing") == value, (m.repo_id, key)
            written += 1
    assert written >= 18
    assert lookup("Qwen/Qwen2.5-7B-Instruct").gen_sets == {
        "do_sample": True,
        "temperature": 0.7,
        "top_p": 0.8,
        "top_k": 20,
        "repetition_penalty": 1.05,
    }
    assert lookup("google/gemma-3-270m-it").gen_sets == {"cache_implementation": "hybrid"}
    # google/gemma-3-270m: its file's use_cache and cache_config are known to be absent (the stand-in
    # writes neither); its cache_implementation stays unknown (the stand-in does not write the hub's).
    base = lookup("google/gemma-3-270m")
    assert {"use_cache", "cache_config"} <= base.gen_leaves_out
    assert "cache_implementation" not in base.gen_sets and "cache_implementation" not in base.gen_leaves_out


# ---------------------------------------------------------------- release defaults and unknown fields

GEMMA_EXPORT = """from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache, TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
hybrid = TorchExportableModuleWithHybridCache(model, max_cache_len=64)
static = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
"""


def test_a_field_the_file_leaves_out_takes_the_release_default():
    # use_cache: None from 5.0 (static wrapper: HF202), True in 4.57 (it reaches "hybrid" != "static": HF203).
    assert codes(GEMMA_EXPORT, "5.23.0") == [(5, "HF204"), (6, "HF202")]
    assert codes(GEMMA_EXPORT, "4.57.6") == [(5, "HF204"), (6, "HF203")]


def test_a_field_the_table_does_not_know_stays_unknown():
    # Llama 2's generation_config.json is not known to leave do_sample out: HF105 (which needs
    # sampling on every path) stays silent rather than guess.
    src = """from transformers import AutoModelForCausalLM
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model.generate(assistant_model=draft, num_return_sequences=3)
"""
    assert codes(src) == []
    assert "do_sample" not in lookup("meta-llama/Llama-2-7b-chat-hf").gen_leaves_out


# ---------------------------------------------------------------- local files first


def _cached(root: Path, repo: str, config: dict, gen: dict | None) -> None:
    snap = root / ("models--" + repo.replace("/", "--")) / "snapshots" / ("a" * 40)
    snap.mkdir(parents=True)
    (snap.parent.parent / "refs").mkdir()
    (snap.parent.parent / "refs" / "main").write_text("a" * 40)
    (snap / "config.json").write_text(json.dumps(config))
    if gen is not None:
        (snap / "generation_config.json").write_text(json.dumps(gen))


def test_the_local_hf_cache_keeps_priority(tmp_path, monkeypatch):
    # A cached gemma-2-2b-it whose generation_config.json was edited to a static cache with sizes:
    # the table's "hybrid" must not be used.
    _cached(
        tmp_path,
        "google/gemma-2-2b-it",
        {"model_type": "gemma2", "vocab_size": 256000},
        {"use_cache": True, "cache_implementation": "static", "cache_config": {"batch_size": 1, "max_cache_len": 64}},
    )
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    src = GEMMA_EXPORT.replace("batch_size=1, ", "")
    with_files = codes(src, "5.23.0", workspace=str(tmp_path))
    assert (6, "HF202") not in with_files and (6, "HF203") not in with_files
    assert (5, "HF204") not in with_files


def test_a_local_config_vocabulary_wins(tmp_path, monkeypatch):
    # A cached "gpt2" whose config.json says another vocabulary than the table's 50257.
    _cached(tmp_path, "openai-community/gpt2", {"model_type": "gpt2", "vocab_size": 50304}, {})
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    src = SPECULATE.format(main="openai-community/gpt2", assistant="EleutherAI/pythia-160m")
    assert codes(src, workspace=str(tmp_path)) == [(6, "HF108")]


def test_a_file_known_in_full_leaves_out_every_other_field_and_its_stand_in_agrees():
    """`complete = true` (HF136 reads every field of such a file): each field the rules read that
    `sets` does not name is left out, and the stand-in's generation_config.json sets none of them."""
    from hflint.hubfacts import GEN_TYPES

    complete = 0
    for m in HUB_MODELS:
        c = lookup(m.repo_id)
        if c is None or not c.gen_complete:
            continue
        complete += 1
        assert set(GEN_TYPES) == set(c.gen_sets) | c.gen_leaves_out, m.repo_id
        written = m.generation_config or {}
        assert not [k for k in GEN_TYPES if k in written and k not in c.gen_sets], m.repo_id
    assert complete >= 6
    # (its file is not quoted in full; Qwen3's is since h128: catalog/checkpoints/qwen3.toml)
    assert not lookup("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B").gen_complete


MAIN_AND_DRAFT = """from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.generate(max_new_tokens=4, assistant_model=draft)
"""


def test_a_long_source_is_shown_briefly_and_whole_in_its_file():
    """A table entry's source can run to several quoted copies; a note shows its first clause
    (no bracketed asides, at most 160 characters and a `(…)`), the table file names the rest."""
    (finding,) = analyze(MAIN_AND_DRAFT, "x.py", Settings(transformers_version="5.24.0")).findings
    assert finding.code == "HF107"
    notes = [e.note for e in finding.evidence if "per catalog/checkpoints/" in e.note]
    assert len(notes) == 2
    for note in notes:
        shown = note.split("per catalog/checkpoints/", 1)[1].split(": ", 1)[1].removesuffix(")").rsplit(" (vocab_size", 1)[0]
        assert len(shown) <= 164
        assert shown.count("(") == shown.count(")")
    gpt2 = lookup("openai-community/gpt2")
    assert gpt2 is not None and len(gpt2.config_source) > 160  # (the file keeps the whole source)
    assert "mlc-ai/mlc-llm" in notes[0] and notes[0].count("(…)") == 1
