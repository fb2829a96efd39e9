# classes: 9 7
"""Export backends registered by name; the ExecuTorch backend wraps the model in the static-cache
export module. The shared prepare() step only switches the model to eval mode, so the
checkpoint's generation config still asks for no static cache."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

EXPORTERS = {}


def exporter(name):
    def deco(fn):
        EXPORTERS[name] = fn
        return fn

    return deco


def prepare(model):
    model.eval()
    return model


@exporter("executorch")
def to_executorch(model, batch_size=1, max_cache_len=32):
    return TorchExportableModuleWithStaticCache(prepare(model), batch_size=batch_size, max_cache_len=max_cache_len)


@exporter("eager")
def to_eager(model, **_):
    return prepare(model)


if __name__ == "__main__":
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    module = EXPORTERS["executorch"](model)
    with torch.no_grad():
        print(type(module).__name__)
