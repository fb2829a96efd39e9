# classes: 3 9 7
from dataclasses import dataclass, field
from typing import Optional

from transformers import AutoModelForCausalLM, HfArgumentParser
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache


@dataclass
class ExportRecipe:
    model_name_or_path: str = field(default="HuggingFaceTB/SmolLM2-135M-Instruct")
    batch_size: int = field(default=1)
    max_cache_len: Optional[int] = field(default=None, metadata={"help": "defaults to the cache_config"})
    cache_implementation: str = field(default="static")

    def cache_config(self):
        cfg = {"batch_size": self.batch_size}
        if self.max_cache_len:
            cfg["max_cache_len"] = self.max_cache_len
        return cfg


def apply_recipe(model, recipe: ExportRecipe):
    gc = model.generation_config
    gc.cache_implementation = recipe.cache_implementation
    gc.cache_config = recipe.cache_config()
    return model


if __name__ == "__main__":
    (recipe,) = HfArgumentParser(ExportRecipe).parse_args_into_dataclasses()
    model = apply_recipe(AutoModelForCausalLM.from_pretrained(recipe.model_name_or_path), recipe)
    module = TorchExportableModuleWithStaticCache(model)
    print(module)
