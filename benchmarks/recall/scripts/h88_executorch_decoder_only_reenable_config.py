# classes: 9 3
"""Export script that reuses the fine-tuning loader (KV cache off) and switches the cache back
on in the model config before TorchExportableModuleForDecoderOnlyLM."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def load_for_training(repo_id, gradient_checkpointing=True):
    kwargs = {"torch_dtype": torch.float32}
    if gradient_checkpointing:
        kwargs["use_cache"] = False
    return AutoModelForCausalLM.from_pretrained(repo_id, **kwargs)


def export(repo_id, max_cache_len=64):
    model = load_for_training(repo_id).eval()
    model.config.use_cache = True
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_cache_len)
    ids = torch.tensor([[2, 5, 7]], dtype=torch.long)
    return exportable.export(input_ids=ids, cache_position=torch.arange(ids.shape[-1]))


if __name__ == "__main__":
    for repo in ["HuggingFaceTB/SmolLM2-135M"]:
        print(repo, export(repo) is not None)
