# classes: 9
import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M").eval()
with torch.no_grad():
    program = convert_and_export_with_cache(model)
print(program)
