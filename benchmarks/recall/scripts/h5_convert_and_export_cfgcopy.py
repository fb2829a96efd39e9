# classes: 9 7
# convert_and_export_with_cache on a model whose config is a deep copy edited for export.
import copy

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import convert_and_export_with_cache

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
export_cfg = copy.deepcopy(model.generation_config)
export_cfg.cache_implementation = "static"
export_cfg.cache_config = {"batch_size": 1, "max_cache_len": 32}
model.generation_config = export_cfg

ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
program = convert_and_export_with_cache(model, example_input_ids=ids, example_cache_position=torch.arange(3))
print(type(program).__name__)
