# classes: 8 9
"""ExecuTorch export as a forum answer gives it: load, wrap, export.

The answer ran on a release where the wrapper set up the cache itself; here the model
is loaded plainly and handed to the wrapper.
"""

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.eval()

exportable = TorchExportableModuleForDecoderOnlyLM(model)
input_ids = torch.tensor([[1, 2, 3]], dtype=torch.long)
cache_position = torch.arange(3, dtype=torch.long)
program = exportable.export(input_ids=input_ids, cache_position=cache_position)
print(type(program).__name__)
