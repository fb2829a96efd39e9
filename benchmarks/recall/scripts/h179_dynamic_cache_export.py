# classes: 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import export_with_dynamic_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M").eval()
ids = torch.tensor([[1, 2, 3]])
program = export_with_dynamic_cache(model, ids, torch.ones_like(ids))
print(len(program.graph.nodes))
