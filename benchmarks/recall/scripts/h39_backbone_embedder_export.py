# classes: 6 8
"""On-device semantic search: export the backbone of a small LM to produce hidden states,
with a static cache so the keyboard app can stream keystrokes into it.
"""

import torch
from transformers import AutoModel, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CHECKPOINTS = {"lm": AutoModelForCausalLM, "embedder": AutoModel}
NAME = "Qwen/Qwen2.5-0.5B-Instruct"


def load(role):
    cls = CHECKPOINTS[role]
    return cls.from_pretrained(NAME, torch_dtype=torch.float32).eval()


def export_embedder():
    backbone = load("embedder")
    wrapper = TorchExportableModuleWithStaticCache(backbone, batch_size=1, max_cache_len=32)
    ids = torch.tensor([[5]])
    return wrapper(input_ids=ids, cache_position=torch.tensor([0]))


if __name__ == "__main__":
    hidden = export_embedder()
    print(hidden.shape)
