# classes: 6 5
"""Gemma 3 270M on a phone: export with the hybrid (sliding-window + global) cache wrapper.
Caching is enabled in the model config, as the hybrid wrapper reads it.
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

CHECKPOINT = "google/gemma-3-270m-it"
LOAD_KWARGS = {"torch_dtype": torch.float32, "use_cache": True}


def build(batch_size=1, window=64):
    model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, **LOAD_KWARGS).eval()
    return TorchExportableModuleWithHybridCache(model, batch_size=batch_size, max_cache_len=window)


def main():
    tok = AutoTokenizer.from_pretrained(CHECKPOINT)
    wrapper = build()
    ids = tok("What's the weather", return_tensors="pt").input_ids[:, :3]
    with torch.no_grad():
        for pos in range(ids.shape[1]):
            logits = wrapper(input_ids=ids[:, pos : pos + 1], cache_position=torch.tensor([pos]))
    print(logits.shape)


if __name__ == "__main__":
    main()
