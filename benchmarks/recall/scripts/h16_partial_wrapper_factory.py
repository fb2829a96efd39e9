# classes: 7 9
from functools import partial

import torch
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

# One factory for every model we ship: same cache length on all of them.
make_exportable = partial(TorchExportableModuleWithStaticCache, max_cache_len=32)

model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
module = make_exportable(model)
print(module)
