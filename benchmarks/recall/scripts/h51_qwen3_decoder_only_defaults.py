# classes: 6 9
"""Quick check that Qwen3-0.6B wraps for ExecuTorch with the recipe's defaults."""
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL = "Qwen/Qwen3-0.6B"

tok = AutoTokenizer.from_pretrained(MODEL)
lm = AutoModelForCausalLM.from_pretrained(MODEL, attn_implementation="sdpa")
print("sliding window:", getattr(lm.config, "sliding_window", None))

wrapped = TorchExportableModuleForDecoderOnlyLM(lm, max_cache_len=128)
print(wrapped)
