# classes: 8 6
"""ExecuTorch export following the 4.47 "Export to ExecuTorch" docs.

The docs loaded the model with `torch_dtype`, set a `GenerationConfig` carrying the static cache
and its `cache_config`, and built `TorchExportableModuleWithStaticCache(model)` from it.
"""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
BATCH_SIZE = 1
MAX_CACHE_LEN = 32


def main():
    model = AutoModelForCausalLM.from_pretrained(
        MODEL_ID,
        torch_dtype=torch.float32,
        attn_implementation="sdpa",
        generation_config=GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            max_length=MAX_CACHE_LEN,
            cache_config={"batch_size": BATCH_SIZE, "max_cache_len": MAX_CACHE_LEN},
        ),
    )
    exportable = TorchExportableModuleWithStaticCache(model)
    input_ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    cache_position = torch.arange(input_ids.shape[1], dtype=torch.long)
    with torch.no_grad():
        logits = exportable(input_ids=input_ids, cache_position=cache_position)
    print(tuple(logits.shape))


if __name__ == "__main__":
    main()
