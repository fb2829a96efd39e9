# classes: 6 9
"""Export several checkpoint families for ExecuTorch with the decoder-only recipe.

Sliding-window families (Gemma 2/3) get the hybrid cache from the recipe; the rest
need a static cache recipe in their generation config.
"""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

EXPORT_ZOO = [
    {"id": "HuggingFaceTB/SmolLM2-135M", "sliding": False},
    {"id": "Qwen/Qwen2.5-0.5B", "sliding": False},
    {"id": "google/gemma-3-270m", "sliding": True},
]

MAX_CACHE_LEN = 64


def prepare(spec):
    model = AutoModelForCausalLM.from_pretrained(spec["id"], torch_dtype=torch.float32)
    model.eval()
    if not spec["sliding"]:
        model.generation_config = GenerationConfig(
            use_cache=True,
            cache_implementation="static",
            cache_config={"batch_size": 1, "max_cache_len": MAX_CACHE_LEN},
        )
    return model


def export_one(spec):
    model = prepare(spec)
    exportable = TorchExportableModuleForDecoderOnlyLM(model)
    ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
    pos = torch.arange(ids.shape[-1], dtype=torch.long)
    program = exportable.export(input_ids=ids, cache_position=pos)
    return program


if __name__ == "__main__":
    for spec in EXPORT_ZOO:
        program = export_one(spec)
        print(spec["id"], "->", type(program).__name__)
