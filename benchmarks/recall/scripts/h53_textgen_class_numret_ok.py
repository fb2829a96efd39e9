# classes: 4 7
"""Reranking candidates: several samples per prompt without a draft, the draft only for the greedy pass."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


class CandidateGenerator:
    def __init__(self, target, draft, n_candidates=4):
        tok = AutoTokenizer.from_pretrained(target)
        model = AutoModelForCausalLM.from_pretrained(target, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(draft, torch_dtype=torch.float32)
        self.pipe = pipeline("text-generation", model=model, tokenizer=tok)
        self.n = n_candidates

    def sample(self, prompt):
        outs = self.pipe(prompt, num_return_sequences=self.n, do_sample=True, max_new_tokens=4, return_full_text=False)
        return [o["generated_text"] for o in outs]

    def greedy(self, prompt):
        out = self.pipe(prompt, assistant_model=self.draft, do_sample=False, max_new_tokens=4, return_full_text=False)
        return out[0]["generated_text"]


gen = CandidateGenerator("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
print(gen.sample("Suggest a title for a cooking blog:"))
print(gen.greedy("Suggest a title for a cooking blog:"))
