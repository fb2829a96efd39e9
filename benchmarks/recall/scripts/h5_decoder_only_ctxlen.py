# classes: 9 6
# Generic decoder-only export; the config override only shrinks the context (the checkpoint's generation config is left as shipped).
from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL = "Qwen/Qwen3-0.6B"


def load_for_export(name, **overrides):
    config = AutoConfig.from_pretrained(name, **overrides)
    return AutoModelForCausalLM.from_pretrained(name, config=config)


model = load_for_export(MODEL, max_position_embeddings=128)
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
print(type(exportable).__name__)
