# classes: 6 9
"""Export several checkpoint families for ExecuTorch with the decoder-only recipe,
sizes given to the recipe itself."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

EXPORT_ZOO = {
    "smollm2": "HuggingFaceTB/SmolLM2-135M",
    "qwen2.5": "Qwen/Qwen2.5-0.5B",
    "gemma3": "google/gemma-3-270m",
}


def export_family(model_id, batch_size=1, max_cache_len=64):
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32).eval()
    model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=batch_size, max_cache_len=max_cache_len)
    ids = torch.tensor([[2, 5, 7]], dtype=torch.long)
    return exportable.export(input_ids=ids, cache_position=torch.arange(3, dtype=torch.long))


if __name__ == "__main__":
    programs = {}
    for family, model_id in EXPORT_ZOO.items():
        programs[family] = export_family(model_id)
        print(family, "exported")
