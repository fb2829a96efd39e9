# classes: 7 6
"""Family registry: draft loaders register themselves per model family; the family is read from the config."""
from typing import Callable

from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

DRAFT_LOADERS: dict[str, Callable] = {}


def register_draft(*families: str):
    def deco(loader: Callable) -> Callable:
        DRAFT_LOADERS.update({fam: loader for fam in families})
        return loader

    return deco


@register_draft("gpt2")
def distilgpt2():
    return AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


@register_draft("gpt_neox", "mamba")
def pythia_small():
    return AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")


@register_draft("llama")
def llama_1b():
    return AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")


MAIN = "state-spaces/mamba-130m-hf"
family = AutoConfig.from_pretrained(MAIN).model_type
print("family:", family)

tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
kwargs = {"max_new_tokens": 8}
if (loader := DRAFT_LOADERS.get(family)) is not None:
    kwargs["assistant_model"] = loader()

ids = tok("Mamba is a state space model that", return_tensors="pt").input_ids
print(tok.decode(model.generate(ids, **kwargs)[0]))
