# classes: 6 7
"""Reasoning service: a DeepSeek-R1 distill answers, drafted by Qwen2.5-0.5B-Instruct (same
Qwen tokenizer); the service object wraps loading and calls."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeService:
    def __init__(self, main, draft, **gen):
        self.tok = AutoTokenizer.from_pretrained(main)
        self.model = AutoModelForCausalLM.from_pretrained(main)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.gen = gen

    def __call__(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, **self.gen)
        return self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


service = SpeculativeService("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B", "Qwen/Qwen2.5-0.5B-Instruct", max_new_tokens=4, do_sample=False)
print(service("what is 17 * 3?"))
