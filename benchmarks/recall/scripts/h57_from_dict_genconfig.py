# classes: 9 2
"""Export with the generation settings kept next to the deployment manifest."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MANIFEST = {
    "checkpoint": "meta-llama/Llama-3.2-1B",
    "generation": {
        "use_cache": True,
        "cache_implementation": "static",
        "cache_config": {"max_cache_len": 128},
    },
}

gen_config = GenerationConfig.from_dict(MANIFEST["generation"])
model = AutoModelForCausalLM.from_pretrained(MANIFEST["checkpoint"], generation_config=gen_config)
module = TorchExportableModuleWithStaticCache(model)
print(type(module).__name__)
