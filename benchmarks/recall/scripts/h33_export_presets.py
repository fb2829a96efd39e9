# classes: 2 5
"""Export presets for a latency benchmark on device: each preset is a GenerationConfig built
from shared defaults plus the preset's fields, installed on the model before wrapping it."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

BASE_GEN = {"use_cache": True, "max_new_tokens": 16}
PRESETS = [
    ("static-64", {"cache_implementation": "static", "cache_config": {"batch_size": 1, "max_cache_len": 64}}),
    ("window-64", {"cache_implementation": "sliding_window", "cache_config": {"batch_size": 1, "max_cache_len": 64}}),
]


def load_model():
    return AutoModelForCausalLM.from_pretrained("openai-community/gpt2").eval()


def wrap_for_export(model, preset_fields):
    model.generation_config = GenerationConfig(**{**BASE_GEN, **preset_fields})
    return TorchExportableModuleWithStaticCache(model)


def main():
    model = load_model()
    table = []
    for name, fields in PRESETS:
        exportable = wrap_for_export(model, fields)
        n_params = sum(p.numel() for p in exportable.parameters())
        table.append((name, n_params))
    for name, n in table:
        print(f"{name:<12} params={n}")


if __name__ == "__main__":
    main()
