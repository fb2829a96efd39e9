# classes: 5 8
"""Serving module: at start-up the model's generation config is switched to a static cache with
generation_config.update() (for torch.compile later); a request handler then adds a draft model
for speculative decoding."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


class Generator:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(MAIN)
        self.model = AutoModelForCausalLM.from_pretrained(MAIN, dtype=torch.float32).eval()
        self.model.generation_config.update(
            cache_implementation="static",
            max_new_tokens=6,
            do_sample=False,
        )
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT, dtype=torch.float32).eval()

    def __call__(self, prompt, speculative=True):
        inputs = self.tok(prompt, return_tensors="pt")
        extra = {"assistant_model": self.draft} if speculative else {}
        with torch.inference_mode():
            out = self.model.generate(**inputs, **extra)
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    gen = Generator()
    print(gen("Write a haiku about tea."))
