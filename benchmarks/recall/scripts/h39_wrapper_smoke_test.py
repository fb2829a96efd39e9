# classes: 8 7
"""Smoke-test the static-cache wrapper before spending minutes in torch.export:
compare its first-token logits with the eager model's.
"""

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


class ExportHarness:
    def __init__(self, checkpoint, max_cache_len=48):
        gen = GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"batch_size": 1, "max_cache_len": max_cache_len},
        )
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint, generation_config=gen).eval()
        self.wrapper = TorchExportableModuleWithStaticCache(self.model)

    def eager_logits(self, ids):
        with torch.no_grad():
            return self.model(input_ids=ids).logits[:, -1]

    def wrapped_logits(self, ids):
        with torch.no_grad():
            return self.wrapper(input_ids=ids)[:, -1]

    def check(self):
        ids = torch.tensor([[1]], dtype=torch.long)
        diff = (self.eager_logits(ids) - self.wrapped_logits(ids)).abs().max()
        print(f"max abs diff {float(diff):.2e}")
        return diff


if __name__ == "__main__":
    ExportHarness("Qwen/Qwen2.5-0.5B-Instruct").check()
