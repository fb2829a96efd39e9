# classes: 7 2
"""Periodic generation eval for the fine-tuning loop: decodes a fixed batch with the draft model."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerationEvalHook:
    def __init__(self, model, tokenizer, prompts, max_new_tokens=8):
        self.model = model
        self.tokenizer = tokenizer
        self.prompts = prompts
        self.max_new_tokens = max_new_tokens

    def generate(self, batch):
        return self.model.generate(**batch, max_new_tokens=self.max_new_tokens)

    def on_evaluate(self, step):
        texts = []
        for prompt in self.prompts:  # one prompt at a time: speculative decoding wants batch size 1
            batch = self.tokenizer(prompt, return_tensors="pt")
            with torch.no_grad():
                out = self.generate(batch)
            texts.append(self.tokenizer.decode(out[0], skip_special_tokens=True))
        print(f"step {step}:", texts)


class SpeculativeEvalHook(GenerationEvalHook):
    def __init__(self, model, draft, tokenizer, prompts, **kwargs):
        super().__init__(model, tokenizer, prompts, **kwargs)
        self.draft = draft

    def generate(self, batch):
        return self.model.generate(**batch, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)


tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
hook = SpeculativeEvalHook(model, draft, tokenizer, ["the king is", "the dog and the cat are in the garden"])
for step in (100, 200):
    hook.on_evaluate(step)
