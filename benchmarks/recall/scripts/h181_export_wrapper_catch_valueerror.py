# classes: 8 6
"""On-device export prep: wrap the model for ExecuTorch with a static cache; the wrapper is
documented to raise ValueError for missing sizes, which the script catches to fill them in."""
from transformers import AutoModelForCausalLM

try:
    from transformers.integrations.executorch import TorchExportableModuleWithStaticCache
except ImportError as exc:  # pragma: no cover - old releases
    raise SystemExit(0) from exc

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model.eval()


def build_wrapper(m, batch_size=None, max_cache_len=None):
    try:
        return TorchExportableModuleWithStaticCache(m, batch_size=batch_size, max_cache_len=max_cache_len)
    except ValueError:
        return TorchExportableModuleWithStaticCache(m, batch_size=1, max_cache_len=64)


wrapper = build_wrapper(model)
print(type(wrapper).__name__, len(wrapper.static_cache))
