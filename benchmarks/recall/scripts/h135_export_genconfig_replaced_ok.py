# classes: 7 9
"""Before export, the script replaces the model's generation config with a fresh one built for
the on-device runtime (static cache, cache on)."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct").eval()
eval_settings = {"do_sample": False, "use_cache": True, "max_new_tokens": 16}
model.generation_config = GenerationConfig(
    **eval_settings,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
