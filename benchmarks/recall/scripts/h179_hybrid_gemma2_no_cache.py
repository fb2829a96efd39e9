# classes: 9 6
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithHybridCache

def load_for_export(name, use_cache):
    model = AutoModelForCausalLM.from_pretrained(name)
    model.config.use_cache = use_cache
    return model.eval()

model = load_for_export("google/gemma-2-2b", use_cache=False)
module = TorchExportableModuleWithHybridCache(model, batch_size=1, max_cache_len=32)
print(sum(b.numel() for b in module.buffers()))
