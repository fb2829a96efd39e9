# classes: 6
import torch
from transformers import LlamaModel
from transformers.integrations.executorch import convert_and_export_with_cache

encoder = LlamaModel.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0").eval()
program = convert_and_export_with_cache(encoder)
print(program)
