# classes: 8 9
"""Shared loader for the export and eval jobs; generation settings go to the generation config."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


def load_causal_lm(repo, generation=None, **overrides):
    options = {"torch_dtype": torch.float32, "attn_implementation": "sdpa"}
    options.update(overrides)
    if generation:
        options["generation_config"] = GenerationConfig(use_cache=True, **generation)
    return AutoModelForCausalLM.from_pretrained(repo, **options)


def export_job(repo="HuggingFaceTB/SmolLM2-135M", seq_len=48):
    gen = {"cache_implementation": "static", "max_length": seq_len, "cache_config": {"batch_size": 1, "max_cache_len": seq_len}}
    model = load_causal_lm(repo, generation=gen)
    return convert_and_export_with_cache(model)


if __name__ == "__main__":
    program = export_job()
    print(program.graph_signature)
