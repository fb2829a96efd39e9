# classes: 9 6
"""Parity check: exported-module wrapper vs. eager model, per family."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

FAMILIES = {
    "gpt2": "openai-community/gpt2",
    "qwen2": "Qwen/Qwen2-0.5B-Instruct",
    "phi3": "microsoft/Phi-3-mini-4k-instruct",
}
CACHE = {"batch_size": 1, "max_cache_len": 32}


def wrap(model_id):
    model = AutoModelForCausalLM.from_pretrained(
        model_id,
        generation_config=GenerationConfig(use_cache=True, cache_implementation="static", cache_config=CACHE),
    )
    return model, TorchExportableModuleWithStaticCache(model)


@torch.no_grad()
def first_token_parity(family, model_id):
    tok = AutoTokenizer.from_pretrained(model_id)
    model, wrapper = wrap(model_id)
    ids = tok("hello world", return_tensors="pt").input_ids[:, :1]
    eager = model(input_ids=ids).logits[:, -1]
    wrapped = wrapper(input_ids=ids)[:, -1]
    diff = (eager - wrapped).abs().max().item()
    print(f"{family}: max |diff| = {diff:.2e}")
    return diff


if __name__ == "__main__":
    worst = max(first_token_parity(f, m) for f, m in FAMILIES.items())
    print("worst family diff:", worst)
