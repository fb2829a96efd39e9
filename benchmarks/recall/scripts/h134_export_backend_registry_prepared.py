# classes: 9 7
"""Export backends registered by name; the shared prepare() step writes the static-cache
generation settings the ExecuTorch wrapper reads before wrapping the model."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORTERS = {}


def exporter(name):
    def deco(fn):
        EXPORTERS[name] = fn
        return fn

    return deco


def prepare(model, batch_size, max_cache_len):
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    model.generation_config.cache_config = {"batch_size": batch_size, "max_cache_len": max_cache_len}
    return model


@exporter("executorch")
def to_executorch(model, batch_size=1, max_cache_len=32):
    return TorchExportableModuleWithStaticCache(
        prepare(model, batch_size, max_cache_len), batch_size=batch_size, max_cache_len=max_cache_len
    )


if __name__ == "__main__":
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    module = EXPORTERS["executorch"](model)
    with torch.no_grad():
        print(type(module).__name__)
