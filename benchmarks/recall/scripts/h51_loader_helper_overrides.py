# classes: 8 9
"""Shared loader for the export and eval jobs; each job passes its own overrides."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache


def load_causal_lm(repo, **overrides):
    options = {"torch_dtype": torch.float32, "attn_implementation": "sdpa"}
    options.update(overrides)
    return AutoModelForCausalLM.from_pretrained(repo, **options)


def export_job(repo="HuggingFaceTB/SmolLM2-135M", seq_len=48):
    model = load_causal_lm(repo, cache_implementation="static", max_length=seq_len)
    model.generation_config.cache_config = {"batch_size": 1, "max_cache_len": seq_len}
    return convert_and_export_with_cache(model)


if __name__ == "__main__":
    program = export_job()
    print(program.graph_signature)
