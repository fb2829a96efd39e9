# classes: 7
from functools import partial

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

# One factory for every model we ship: same cache geometry on all of them.
make_exportable = partial(TorchExportableModuleWithStaticCache, batch_size=1, max_cache_len=32)

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
module = make_exportable(model)
print(type(module).__name__)
