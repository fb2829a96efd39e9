# classes: 9 6
"""SmolLM3 to ExecuTorch: loading options are shared with the evaluation script."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

SEQ = 64
load_kwargs = dict(torch_dtype=torch.float32, attn_implementation="sdpa", low_cpu_mem_usage=True)
# the perplexity evaluation scores whole sequences, so it never needs the cache
load_kwargs["use_cache"] = False
load_kwargs["generation_config"] = GenerationConfig(
    use_cache=True, cache_implementation="static", max_length=SEQ, cache_config={"batch_size": 1, "max_cache_len": SEQ}
)

model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM3-3B", **load_kwargs)
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=SEQ)
print(exportable)
