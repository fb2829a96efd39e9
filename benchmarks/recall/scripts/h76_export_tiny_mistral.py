# classes: 8
"""On-device smoke test: a tiny randomly initialised Mistral built from a config (as in the
ExecuTorch export examples) exported with a static KV cache."""
import torch
from transformers import GenerationConfig, MistralConfig, MistralForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

config = MistralConfig(
    vocab_size=128,
    hidden_size=64,
    intermediate_size=128,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    max_position_embeddings=128,
)
model = MistralForCausalLM(config).eval()
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
with torch.no_grad():
    program = convert_and_export_with_cache(model)
print(program.graph_signature.user_inputs)
