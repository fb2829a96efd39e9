# classes: 7 5
"""Export-readiness check followed by a quick speculative sanity run on the same model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32)

model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    max_new_tokens=8,
    cache_config={"batch_size": 1, "max_cache_len": 64},
    bos_token_id=tok.bos_token_id,
    eos_token_id=tok.eos_token_id,
)
wrapper = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=64)
print("export wrapper ready:", type(wrapper).__name__)

# the export settings are not wanted for speculative decoding
model.generation_config.cache_implementation = None
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
enc = tok("hello world", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, do_sample=False)
print(tok.decode(out[0]))
