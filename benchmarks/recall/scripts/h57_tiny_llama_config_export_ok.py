# classes: 9 2
"""Smoke test for the export path on a randomly initialised tiny Llama (no download)."""
import torch
from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MAX_CACHE_LEN = 48


def tiny_llama() -> LlamaForCausalLM:
    config = LlamaConfig(
        vocab_size=256,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=128,
    )
    torch.manual_seed(0)
    return LlamaForCausalLM(config).eval()


model = tiny_llama()
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": MAX_CACHE_LEN},
)
module = TorchExportableModuleWithStaticCache(model)
ids = torch.tensor([[1, 2, 3]])
logits = module(ids, cache_position=torch.arange(3))
print(logits.shape)
