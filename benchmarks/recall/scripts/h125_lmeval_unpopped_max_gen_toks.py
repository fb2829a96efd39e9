# classes: 8
"""Minimal harness adapter: gen_kwargs from the task YAML forwarded to generate, only `until` stripped."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TASK = {
    "name": "gsm8k_mini",
    "generation_kwargs": {"until": ["Question:", "\n\n"], "do_sample": False, "max_gen_toks": 8},
    "docs": [
        {"question": "one two three four", "answer": "five"},
        {"question": "five six seven", "answer": "eight"},
    ],
}


class Adapter:
    def __init__(self, model_id):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    def generate_until(self, requests):
        results = []
        for prompt, gen_kwargs in requests:
            gen_kwargs = dict(gen_kwargs)
            stops = gen_kwargs.pop("until")
            enc = self.tokenizer(prompt, return_tensors="pt")
            with torch.inference_mode():
                out = self.model.generate(**enc, **gen_kwargs)
            text = self.tokenizer.decode(out[0][enc.input_ids.shape[-1] :], skip_special_tokens=True)
            for s in stops:
                text = text.split(s)[0]
            results.append(text.strip())
        return results


adapter = Adapter("Qwen/Qwen2.5-0.5B")
reqs = [(f"Question: {d['question']}\nAnswer:", TASK["generation_kwargs"]) for d in TASK["docs"]]
preds = adapter.generate_until(reqs)
acc = sum(p == d["answer"] for p, d in zip(preds, TASK["docs"])) / len(preds)
print(TASK["name"], acc)
