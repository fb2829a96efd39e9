"""On-device export of gemma-3-270m-it with the decoder-only wrapper, cache length set, batch size left out."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "google/gemma-3-270m-it"
MAX_CACHE_LEN = 64


def wrap(model_id: str, max_cache_len: int):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32, attn_implementation="eager")
    model.eval()
    return TorchExportableModuleForDecoderOnlyLM(model, max_cache_len=max_cache_len)


if __name__ == "__main__":
    module = wrap(MODEL_ID, MAX_CACHE_LEN)
    print(type(module.model).__name__)
