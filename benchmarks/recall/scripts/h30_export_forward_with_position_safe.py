# classes: 8 7
"""Smoke test of an exportable wrapper, passing `cache_position` as the 4.4x export test did.
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
        wrapped = wrapper(input_ids=token, cache_position=torch.tensor([0], dtype=torch.long))
    print(torch.allclose(eager[:, -1], wrapped[:, -1], atol=1e-4))


if __name__ == "__main__":
    main()
