# classes: 1 6 9
import sys

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import (
    TorchExportableModuleWithHybridCache,
    TorchExportableModuleWithStaticCache,
)

model_id = sys.argv[1] if len(sys.argv) > 1 else "google/gemma-2-2b-it"
hybrid = model_id.startswith("google/gemma-3")
model = AutoModelForCausalLM.from_pretrained(model_id).eval()

if hybrid:
    wrapper_cls = TorchExportableModuleWithHybridCache
else:
    wrapper_cls = TorchExportableModuleWithStaticCache

module = wrapper_cls(model, batch_size=1, max_cache_len=48)
print(type(module).__name__)
