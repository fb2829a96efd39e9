# classes: 7
"""A Lightning-style nn.Module wraps the causal LM for training (gradient checkpointing, cache
off in the config) and exposes generate(), which turns the cache on for inference; the
validation hook drafts with a small model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class LitCausalLM(torch.nn.Module):
    def __init__(self, name):
        super().__init__()
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.model.gradient_checkpointing_enable()
        self.model.config.use_cache = False
        self.model.generation_config.use_cache = False

    def forward(self, **batch):
        return self.model(**batch)

    def generate(self, **kwargs):
        kwargs.setdefault("use_cache", True)
        return self.model.generate(**kwargs)


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
lit = LitCausalLM("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
lit.eval()
enc = tok("tell me a story", return_tensors="pt")
print(lit.generate(**enc, assistant_model=draft, max_new_tokens=4).tolist())
