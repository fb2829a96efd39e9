# classes: 6
# Exportability smoke test on a randomly initialised tiny Qwen2 (no checkpoint needed).
import torch
from transformers import AutoModelForCausalLM, Qwen2Config
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

config = Qwen2Config(
    vocab_size=512,
    hidden_size=64,
    intermediate_size=128,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=256,
)
model = AutoModelForCausalLM.from_config(config).eval()
print(model.generation_config)
model.generation_config.cache_implementation = "static"

exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=16)
with torch.no_grad():
    ep = torch.export.export(
        exportable,
        args=(),
        kwargs={"input_ids": torch.tensor([[7]]), "cache_position": torch.tensor([0])},
        strict=False,
    )
print(len(ep.graph.nodes))
