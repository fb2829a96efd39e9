# classes: 8 9
"""ExecuTorch export helper that normalises the generation config before wrapping."""
import warnings

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
model.eval()


def prepare_for_export(m, batch_size=1, max_cache_len=64):
    gc = m.generation_config
    gc.use_cache = True
    if getattr(gc, "cache_implementation", None) != "static":
        gc.cache_implementation = "static"
    gc.cache_config = {"batch_size": batch_size, "max_cache_len": max_cache_len}
    return m


with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    wrapper = TorchExportableModuleWithStaticCache(prepare_for_export(model))
print(type(wrapper).__name__, "ready")
