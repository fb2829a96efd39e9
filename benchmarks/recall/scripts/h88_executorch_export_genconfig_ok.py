# classes: 9 6
"""ExecuTorch export loop: each model gets a fresh GenerationConfig built for static-cache
export (use_cache, cache_implementation, cache_config) before convert_and_export_with_cache."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache

EXPORTS = [
    ("smollm2", "HuggingFaceTB/SmolLM2-135M", 64),
    ("llama68m", "JackFram/llama-68m", 32),
]


def export_for_executorch(repo_id, max_len):
    model = AutoModelForCausalLM.from_pretrained(repo_id).eval()
    model.generation_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        max_length=max_len,
        cache_config={"batch_size": 1, "max_cache_len": max_len, "device": "cpu"},
    )
    return convert_and_export_with_cache(model)


if __name__ == "__main__":
    for tag, repo, max_len in EXPORTS:
        ep = export_for_executorch(repo, max_len)
        print(tag, len(list(ep.graph.nodes)))
