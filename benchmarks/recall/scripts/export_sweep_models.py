# classes: 2 6
# Export every model of the on-device shortlist with a static KV cache.
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

SHORTLIST = ["HuggingFaceTB/SmolLM2-135M", "Qwen/Qwen2.5-0.5B", "meta-llama/Llama-3.2-1B"]
MAX_LEN = 64

for model_id in SHORTLIST:
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.generation_config.cache_implementation = "static"
    module = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=MAX_LEN)
    print(model_id, "->", type(module).__name__)
