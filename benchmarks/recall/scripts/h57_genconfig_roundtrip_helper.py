# classes: 9 2
"""Keep the export generation config as an artefact next to the .pte files, then reuse it."""
import tempfile

from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM


def export_generation_config(**overrides) -> GenerationConfig:
    config = GenerationConfig(use_cache=True, cache_implementation="static")
    for key, value in overrides.items():
        setattr(config, key, value)
    return config


with tempfile.TemporaryDirectory() as artefacts:
    export_generation_config(cache_config={"batch_size": 1}).save_pretrained(artefacts)
    for checkpoint in ["HuggingFaceTB/SmolLM2-135M", "Qwen/Qwen2.5-0.5B"]:
        reloaded = GenerationConfig.from_pretrained(artefacts)
        model = AutoModelForCausalLM.from_pretrained(checkpoint, generation_config=reloaded)
        lm = TorchExportableModuleForDecoderOnlyLM(model)
        print(checkpoint, type(lm.model).__name__)
