# classes: 9 6
"""ExecuTorch export script: a loop over short model names, each exported by a helper that
updates the checkpoint's generation config with the cache sizes before wrapping it."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODELS = {
    "smollm2-135m": "HuggingFaceTB/SmolLM2-135M",
    "qwen2.5-0.5b": "Qwen/Qwen2.5-0.5B-Instruct",
}


def export_one(repo_id, max_seq_len=64):
    model = AutoModelForCausalLM.from_pretrained(repo_id, torch_dtype=torch.float32).eval()
    model.generation_config.update(
        use_cache=True,
        cache_config={"batch_size": 1, "max_cache_len": max_seq_len},
    )
    wrapper = TorchExportableModuleWithStaticCache(model)
    input_ids = torch.tensor([[2]], dtype=torch.long)
    cache_position = torch.tensor([0], dtype=torch.long)
    with torch.no_grad():
        return torch.export.export(wrapper, args=(input_ids, cache_position), strict=False)


if __name__ == "__main__":
    for short, repo in MODELS.items():
        program = export_one(repo)
        print(short, type(program).__name__)
