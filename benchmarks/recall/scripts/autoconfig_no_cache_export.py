# classes: 6 9
"""ExecuTorch export of Llama 3.2 1B, config prepared with AutoConfig first (gradient
checkpointing leftovers: use_cache off)."""
from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

CKPT = "meta-llama/Llama-3.2-1B"


def load_for_export(name):
    config = AutoConfig.from_pretrained(name, use_cache=False)
    model = AutoModelForCausalLM.from_pretrained(name, config=config)
    return model.eval()


module = TorchExportableModuleWithStaticCache(load_for_export(CKPT), batch_size=1, max_cache_len=64)
print(type(module).__name__)
