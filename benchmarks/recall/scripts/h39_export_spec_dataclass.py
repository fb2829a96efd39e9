# classes: 3 9
"""Build the export generation config from a dataclass spec, then export with
convert_and_export_with_cache (which reads batch size and cache length from cache_config).
"""

from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import convert_and_export_with_cache


@dataclass
class ExportSpec:
    checkpoint: str = "HuggingFaceTB/SmolLM2-135M"
    max_cache_len: int = 64
    batch_size: int | None = None  # filled in by the on-device runtime
    dtype: str = "float32"
    extra: dict = field(default_factory=dict)


def export_generation_config(spec: ExportSpec) -> GenerationConfig:
    cache_config = {"max_cache_len": spec.max_cache_len}
    if spec.batch_size:
        cache_config["batch_size"] = spec.batch_size
    return GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config=cache_config,
        max_new_tokens=8,
    )


def export(spec: ExportSpec):
    model = AutoModelForCausalLM.from_pretrained(spec.checkpoint, torch_dtype=getattr(torch, spec.dtype))
    model.eval()
    model.generation_config = export_generation_config(spec)
    return convert_and_export_with_cache(
        model,
        example_input_ids=torch.tensor([[1]], dtype=torch.long),
        example_cache_position=torch.tensor([0], dtype=torch.long),
        strict=False,
    )


if __name__ == "__main__":
    program = export(ExportSpec())
    print(type(program).__name__)
