# classes: 2 6
"""Export the sliding-window checkpoints with the generic decoder-only recipe (hybrid cache path)."""
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CHECKPOINTS = ["google/gemma-3-270m-it", "google/gemma-2-2b-it"]

programs = {}
for checkpoint in CHECKPOINTS:
    model = AutoModelForCausalLM.from_pretrained(checkpoint, torch_dtype=torch.float32)
    model.eval()
    exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
    programs[checkpoint] = exportable.export(
        input_ids=torch.tensor([[1]], dtype=torch.long), cache_position=torch.tensor([0], dtype=torch.long)
    )
    print("exported", checkpoint)

print(sorted(programs))
