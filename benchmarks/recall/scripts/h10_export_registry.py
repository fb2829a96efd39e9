# classes: 7 6
"""Exporters looked up by name from a registry of wrapper classes."""
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import (
    TorchExportableModuleWithHybridCache,
    TorchExportableModuleWithStaticCache,
)

EXPORTERS = {
    "static": TorchExportableModuleWithStaticCache,
    "hybrid": TorchExportableModuleWithHybridCache,
}


def load_for_export(checkpoint):
    model = AutoModelForCausalLM.from_pretrained(checkpoint)
    model.eval()
    return model


def make_exportable(kind, checkpoint, **sizes):
    wrapper_cls = EXPORTERS.get(kind)
    if wrapper_cls is None:
        raise KeyError(f"no exporter {kind}")
    return wrapper_cls(load_for_export(checkpoint), **sizes)


if __name__ == "__main__":
    module = make_exportable("static", "Qwen/Qwen2.5-0.5B", batch_size=1, max_cache_len=64)
    print(module)
