"""Prepare SmolLM2-135M for ExecuTorch: generation config passed to from_pretrained, wrapper built."""
# classes: 6

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
BATCH_SIZE = 1
MAX_LEN = 64


def load_for_export():
    return AutoModelForCausalLM.from_pretrained(
        MODEL_ID,
        torch_dtype=torch.float32,
        attn_implementation="sdpa",
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            max_length=MAX_LEN,
            cache_config={"batch_size": BATCH_SIZE, "max_cache_len": MAX_LEN},
        ),
    )


def main():
    model = load_for_export()
    exportable = TorchExportableModuleWithStaticCache(model)
    ids = torch.tensor([[2, 5, 6]], dtype=torch.long)
    pos = torch.tensor([0, 1, 2], dtype=torch.long)
    logits = exportable(input_ids=ids, cache_position=pos)
    print("logits", tuple(logits.shape))


if __name__ == "__main__":
    main()
