# classes: 7 6
"""Export Gemma 3 270M with the generic decoder-only ExecuTorch recipe; the recipe object
is built by a small factory and exported by the release step with example token ids.
"""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


class Recipe:
    def __init__(self, checkpoint, batch_size=1, max_cache_len=64):
        self.checkpoint = checkpoint
        self.batch_size = batch_size
        self.max_cache_len = max_cache_len

    def build(self):
        model = AutoModelForCausalLM.from_pretrained(self.checkpoint, torch_dtype=torch.float32).eval()
        return TorchExportableModuleForDecoderOnlyLM(model, batch_size=self.batch_size, max_cache_len=self.max_cache_len)


def release(recipe, **export_kwargs):
    exportable = recipe.build()
    program = exportable.export(**export_kwargs)
    print("exported", len(program.graph.nodes), "nodes")
    return program


if __name__ == "__main__":
    release(Recipe("google/gemma-3-270m-it"), input_ids=torch.tensor([[2, 3]], dtype=torch.long), strict=False)
