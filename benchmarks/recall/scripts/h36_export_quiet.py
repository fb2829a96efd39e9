# classes: 8 9
"""ExecuTorch export helper that silences warnings and checks the config by hand first."""
import warnings

from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
BATCH_SIZE = 1
MAX_CACHE_LEN = 64

model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
model.eval()

gc = model.generation_config
assert gc is not None, "model has no generation config"
assert getattr(model.config, "use_cache", True), "enable use_cache before export"
# the author meant to check generation_config.cache_implementation here
if getattr(model.config, "cache_implementation", None) not in (None, "static"):
    raise SystemExit("export needs a static cache")

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    wrapper = TorchExportableModuleWithStaticCache(model, batch_size=BATCH_SIZE, max_cache_len=MAX_CACHE_LEN)
print(type(wrapper).__name__, "ready")
