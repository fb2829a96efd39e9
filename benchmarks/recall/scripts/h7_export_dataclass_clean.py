"""Export settings dataclass with every size given; the wrapper is built from its fields."""
# classes: 3 9
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportSettings:
    model_id: str = "Qwen/Qwen2.5-0.5B-Instruct"
    batch_size: int = 1
    max_cache_len: int = 48


def prepare(settings: ExportSettings):
    model = AutoModelForCausalLM.from_pretrained(settings.model_id)
    gc = model.generation_config
    gc.use_cache = True
    gc.cache_implementation = "static"
    gc.cache_config = {"batch_size": settings.batch_size, "max_cache_len": settings.max_cache_len}
    return model


def main():
    settings = ExportSettings()
    print(asdict(settings))
    model = prepare(settings)
    module = TorchExportableModuleWithStaticCache(
        model, batch_size=settings.batch_size, max_cache_len=settings.max_cache_len
    )
    print("wrapped", module.__class__.__name__)


if __name__ == "__main__":
    main()
