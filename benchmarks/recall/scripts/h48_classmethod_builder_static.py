# classes: 7
"""Decoding presets as classmethods that build GenerationConfig objects.

`Presets.compiled()` was tuned for torch.compile (static cache); the chat service picks it
and also passes the draft model it keeps for speculative decoding.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "Qwen/Qwen2.5-0.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B"


class Presets:
    @classmethod
    def greedy(cls, n=8):
        cfg = GenerationConfig(max_new_tokens=n, do_sample=False)
        return cfg

    @classmethod
    def compiled(cls, n=8):
        cfg = cls.greedy(n)
        cfg.cache_implementation = "static"
        return cfg


class ChatService:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(MAIN)
        self.model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
        self.gen = Presets.compiled()

    def reply(self, text):
        enc = self.tok([text], return_tensors="pt")
        out = self.model.generate(**enc, generation_config=self.gen, assistant_model=self.draft)
        return self.tok.decode(out[0], skip_special_tokens=True)


print(ChatService().reply("hi"))
