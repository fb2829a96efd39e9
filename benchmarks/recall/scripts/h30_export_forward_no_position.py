# classes: 8 7
"""Smoke test of an exportable wrapper, calling it like the model itself (4.4x habit).

Before exporting, the script checks the wrapper's logits against the eager model on one token.
"""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "meta-llama/Llama-3.2-1B"


def main():
    model = AutoModelForCausalLM.from_pretrained(
        MODEL_ID,
        torch_dtype=torch.float32,
        generation_config=GenerationConfig(use_cache=True, cache_implementation="static"),
    )
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=16)
    token = torch.tensor([[5]], dtype=torch.long)
    with torch.no_grad():
        eager = model(token).logits
        wrapped = wrapper(input_ids=token)
    print(torch.allclose(eager[:, -1], wrapped[:, -1], atol=1e-4))


if __name__ == "__main__":
    main()
