# classes: 6 9
# Quick ExecuTorch export of Qwen2.5 with the generic decoder-only recipe.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID, attn_implementation="sdpa")
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=48)

input_ids = torch.zeros((1, 1), dtype=torch.long)
cache_position = torch.tensor([0], dtype=torch.long)
program = exportable.export(input_ids=input_ids, cache_position=cache_position)
print(program.graph_signature)
