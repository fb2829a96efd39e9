# classes: 7 8
"""Small inference engine class: `quantize_kv=True` would switch to the fp8-quantized KV cache;
this deployment keeps the default cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    def __init__(self, name, dtype=torch.float32, quantize_kv=False):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=dtype).eval()
        self.quantize_kv = quantize_kv

    def _cache_kwargs(self):
        if self.quantize_kv:
            return {"cache_implementation": "quantized", "cache_config": {"backend": "fp8"}}
        return {}

    @torch.inference_mode()
    def __call__(self, prompt, max_new_tokens=5):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, do_sample=False, **self._cache_kwargs())
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


engine = Engine("TinyLlama/TinyLlama_v1.1", dtype=torch.bfloat16)
print(engine("once upon a time"))
