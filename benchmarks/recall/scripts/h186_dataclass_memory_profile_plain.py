# classes: 3 8
"""Serving config as a dataclass: KV quantization is off unless kv_backend is set."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ServeConfig:
    model_id: str = "meta-llama/Llama-3.2-1B-Instruct"
    dtype: str = "float32"
    kv_backend: str = ""
    kv_nbits: int = 4
    max_new_tokens: int = 5
    extra: dict = field(default_factory=dict)

    def generate_kwargs(self):
        kw = {"max_new_tokens": self.max_new_tokens, "do_sample": False}
        if self.kv_backend:
            kw["cache_implementation"] = "quantized"
            kw["cache_config"] = {"backend": self.kv_backend, "nbits": self.kv_nbits}
        kw.update(self.extra)
        return kw


cfg = ServeConfig()
tok = AutoTokenizer.from_pretrained(cfg.model_id)
model = AutoModelForCausalLM.from_pretrained(cfg.model_id, torch_dtype=getattr(torch, cfg.dtype))
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, **cfg.generate_kwargs())[0], skip_special_tokens=True))
