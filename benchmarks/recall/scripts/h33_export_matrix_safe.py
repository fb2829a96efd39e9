# classes: 2 9
"""On-device benchmark prep: build an ExecuTorch-exportable wrapper for every model in the
export matrix (per-model settings merged over the matrix defaults) and report its size."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

EXPORT_DEFAULTS = {"max_cache_len": 32, "batch_size": 1, "dtype": torch.float32}

EXPORT_MATRIX = {
    "smollm2-135m": {"model_id": "HuggingFaceTB/SmolLM2-135M", "batch_size": 1},
    "qwen2.5-0.5b": {"model_id": "Qwen/Qwen2.5-0.5B-Instruct", "max_cache_len": 48},
}


def prepare(model_id, dtype):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=dtype)
    model.eval()
    model.generation_config.use_cache = True
    model.generation_config.cache_implementation = "static"
    return model


def build_exportable(name, entry):
    settings = {**EXPORT_DEFAULTS, **entry}
    model = prepare(settings["model_id"], settings["dtype"])
    wrapper = TorchExportableModuleForDecoderOnlyLM(
        model,
        batch_size=settings.get("batch_size"),
        max_cache_len=settings["max_cache_len"],
    )
    n_params = sum(p.numel() for p in wrapper.parameters())
    print(f"{name}: wrapped {n_params} parameters, cache of {settings['max_cache_len']}")
    return wrapper


if __name__ == "__main__":
    built = {name: build_exportable(name, entry) for name, entry in EXPORT_MATRIX.items()}
    print("ready for torch.export:", ", ".join(built))
