# classes: 9 3
"""Apply the on-device overrides to the generation config, then build the exportable LM."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

ON_DEVICE_OVERRIDES = [
    ("cache_implementation", "static"),
    ("max_new_tokens", 32),
    ("use_cache", False),  # the runtime manages the KV cache itself
]

model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
for key, value in ON_DEVICE_OVERRIDES:
    setattr(model.generation_config, key, value)

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
print(exportable)
