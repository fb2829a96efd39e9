"""HF136 (rules/saves.py): the message composed of every issue, in each release's order and words.

The expected messages are what `python tests/groundtruth/trial.py` printed for SCRIPT under each
release (one run each); the script sets every kind of issue at once.
"""

from __future__ import annotations

import pytest

import analysed

SCRIPT = 'import tempfile\nfrom transformers import GenerationConfig\ngc = GenerationConfig(do_sample=False, temperature=0.5, top_p=0.5, min_p=0.1, typical_p=0.9, top_k=10, epsilon_cutoff=0.001, eta_cutoff=0.001, num_beams=1, early_stopping=True, length_penalty=2.0, use_cache=False, cache_implementation="dynamic", output_attentions=True, output_hidden_states=True, pad_token_id=-2)\nwith tempfile.TemporaryDirectory() as tmp:\n    gc.save_pretrained(tmp)\n'  # noqa: E501

# ValueError messages of the runs (4.57.6: "is set to `False`", a space before "will have no
# effect"; 5.0.0 to 5.6.2: "is set not to set `True`"; 5.7.0 on: "is not set to `True`").
OBSERVED = {
    "4.57.6": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is set to `False`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is set to `False`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is set to `False`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is set to `False`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is set to `False`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is set to `False`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is set to `False`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have set `use_cache` to `False`, but cache_implementation is set to dynamic. cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.0.0": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is set not to set `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is set not to set `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is set not to set `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is set not to set `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is set not to set `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is set not to set `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is set not to set `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.6.2": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is set not to set `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is set not to set `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is set not to set `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is set not to set `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is set not to set `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is set not to set `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is set not to set `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.7.0": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is not set to `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is not set to `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is not set to `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is not set to `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is not set to `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is not set to `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is not set to `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.15.0": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is not set to `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is not set to `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is not set to `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is not set to `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is not set to `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is not set to `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is not set to `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.23.0": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is not set to `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is not set to `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is not set to `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is not set to `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is not set to `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is not set to `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is not set to `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
    "5.24.0": "GenerationConfig is invalid: \n- `pad_token_id`: `pad_token_id` should be positive but got -2. This will cause errors when batch generating, if there is padding. Please set `pad_token_id` explicitly as `model.generation_config.pad_token_id=PAD_TOKEN_ID` to avoid errors in generation\n- `temperature`: `do_sample` is not set to `True`. However, `temperature` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `temperature`.\n- `top_p`: `do_sample` is not set to `True`. However, `top_p` is set to `0.5` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_p`.\n- `min_p`: `do_sample` is not set to `True`. However, `min_p` is set to `0.1` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `min_p`.\n- `typical_p`: `do_sample` is not set to `True`. However, `typical_p` is set to `0.9` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `typical_p`.\n- `top_k`: `do_sample` is not set to `True`. However, `top_k` is set to `10` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `top_k`.\n- `epsilon_cutoff`: `do_sample` is not set to `True`. However, `epsilon_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `epsilon_cutoff`.\n- `eta_cutoff`: `do_sample` is not set to `True`. However, `eta_cutoff` is set to `0.001` -- this flag is only used in sample-based generation modes. You should set `do_sample=True` or unset `eta_cutoff`.\n- `early_stopping`: `num_beams` is set to 1. However, `early_stopping` is set to `True` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `early_stopping`.\n- `length_penalty`: `num_beams` is set to 1. However, `length_penalty` is set to `2.0` -- this flag is only used in beam-based generation modes. You should set `num_beams>1` or unset `length_penalty`.\n- `cache_implementation`: You have not set `use_cache` to `True`, but cache_implementation is set to dynamic.cache_implementation will have no effect.\n- `output_attentions`: `return_dict_in_generate` is NOT set to `True`, but `output_attentions` is. When `return_dict_in_generate` is not `True`, `output_attentions` is ignored.\n- `output_hidden_states`: `return_dict_in_generate` is NOT set to `True`, but `output_hidden_states` is. When `return_dict_in_generate` is not `True`, `output_hidden_states` is ignored.\nIf you're using a pretrained model, note that some of these attributes may be set through the model's `generation_config.json` file.\n\nFix these issues to save the configuration.",  # noqa: E501
}


def _raised(source: str, release: str) -> list[str]:
    found = analysed.findings(source, "save.py", release)
    return [f.raises.message for f in found if f.code == "HF136" and f.raises is not None]


@pytest.mark.parametrize("release", sorted(OBSERVED))
def test_every_issue_in_the_release_order_and_words(release):
    assert _raised(SCRIPT, release) == [OBSERVED[release]]


def test_silent_where_a_field_is_unknown_or_the_save_pushes():
    unknown = SCRIPT.replace("pad_token_id=-2)", "pad_token_id=-2, **extra)").replace(
        "import tempfile", "import json, os, tempfile\nextra = json.loads(os.environ['GEN_OVERRIDES'])"
    )
    assert _raised(unknown, "5.24.0") == []
    pushed = SCRIPT.replace("gc.save_pretrained(tmp)", "gc.save_pretrained(tmp, push_to_hub=True)")
    assert _raised(pushed, "5.24.0") == []


HUB = """
from transformers import AutoModelForCausalLM

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config.do_sample = {value}
model.save_pretrained("out")
"""


def test_a_hub_config_known_in_full_and_5_23_strict_only_when_modified():
    # Qwen2.5-Instruct's file samples with temperature 0.7, top_p 0.8, top_k 20 (catalog/checkpoints).
    greedy = _raised(HUB.format(value="False"), "5.23.0")
    assert len(greedy) == 1 and "`temperature` is set to `0.7`" in greedy[0] and "`top_k` is set to `20`" in greedy[0]
    # Writing the value it already had leaves it unmodified: valid anyway, and 5.23 would only warn.
    assert _raised(HUB.format(value="True"), "5.23.0") == []
    # A checkpoint the table does not know in full: silent (Qwen3-8B's file is known in full since h128).
    unknown = HUB.format(value="False").replace("Qwen/Qwen2.5-0.5B-Instruct", "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B")
    assert _raised(unknown, "5.23.0") == []


TOKEN_IDS = """
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.pad_token_id = {pad}
model.generation_config.temperature = 0.6
model.save_pretrained("out")
"""


@pytest.mark.parametrize(
    "pad",
    [
        "tokenizer.eos_token_id",
        "tokenizer.pad_token_id or tokenizer.eos_token_id",
        "tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id",
    ],
)
def test_a_pad_id_from_the_tokenizer_is_never_negative(pad):
    # (runs of tests/fixtures/flagged/h32_hf136_*: the message lists the temperature alone)
    for release in ("4.57.6", "5.23.0"):
        found = _raised(TOKEN_IDS.format(pad=pad), release)
        assert len(found) == 1 and "`temperature` is set to `0.6`" in found[0] and "pad_token_id" not in found[0]


def test_a_pad_id_of_unknown_origin_keeps_it_silent():
    unknown = "import os\n" + TOKEN_IDS.format(pad='int(os.environ["PAD_ID"])')
    assert _raised(unknown, "5.23.0") == []
    # (a token id of something that is not a tokenizer: unknown too)
    assert _raised(TOKEN_IDS.format(pad="model.config.eos_token_id_of_mine"), "5.23.0") == []


def test_5_23_modified_by_a_known_change_whatever_the_pad_id_holds():
    # The pad id (a value hflint does not know) is written before the temperature: the known
    # change makes the loaded config "modified", which 5.23 validates strictly.
    assert TOKEN_IDS.index("pad_token_id") < TOKEN_IDS.index("temperature")
    assert len(_raised(TOKEN_IDS.format(pad="tokenizer.eos_token_id"), "5.23.0")) == 1
    # With the temperature left unset there is no issue to report, modified or not.
    same = TOKEN_IDS.replace("temperature = 0.6", "temperature = None")
    assert _raised(same.format(pad="tokenizer.eos_token_id"), "5.23.0") == []


# HF145: `validate(strict=True)` raises the same list without the save's sentence (its raise is
# the one save_pretrained catches and re-raises with that sentence added; runs of HF145's example
# under 4.57.6, 5.0.0, 5.7.0, 5.15.0, 5.23.0, 5.24.0 printed exactly that).
STRICT = SCRIPT.replace("with tempfile.TemporaryDirectory() as tmp:\n    gc.save_pretrained(tmp)\n", "gc.validate(strict=True)\n")


def _strict(source: str, release: str) -> list[tuple[str, str | None]]:
    found = analysed.findings(source, "check.py", release)
    return [(f.code, f.raises.message if f.raises else None) for f in found]


@pytest.mark.parametrize("release", sorted(OBSERVED))
def test_strict_validate_lists_the_same_issues_without_the_save_sentence(release):
    expected = OBSERVED[release].removesuffix("\n\nFix these issues to save the configuration.")
    assert _strict(STRICT, release) == [("HF145", expected)]


def test_strict_validate_silent_when_lax_or_unknown():
    for call in ("gc.validate()", "gc.validate(strict=False)", "gc.validate(strict=os.environ.get('S') == '1')"):
        source = "import os\n" + STRICT.replace("gc.validate(strict=True)", call)
        assert _strict(source, "5.24.0") == []
    loaded = (
        "from transformers import GenerationConfig\n"
        "gc = GenerationConfig.from_pretrained('./my-model')\n"
        "gc.temperature = 0.7\n"
        "gc.validate(strict=True)\n"
    )
    assert _strict(loaded, "5.24.0") == []  # (its file may turn do_sample on)
