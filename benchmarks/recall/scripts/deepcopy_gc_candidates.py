# classes: 9 7
"""Rerank pipeline: sample candidates from a private copy of the model's generation config."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer


class Reranker:
    def __init__(self, name: str, draft: str):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.sampling = copy.deepcopy(self.model.generation_config)
        self.sampling.do_sample = True
        self.sampling.num_return_sequences = 4
        self.sampling.max_new_tokens = 8

    def candidates(self, prompt: str):
        enc = self.tok(prompt, return_tensors="pt")
        return self.model.generate(**enc, generation_config=self.sampling, assistant_model=self.draft)


r = Reranker("Qwen/Qwen3-1.7B", "Qwen/Qwen3-0.6B")
print(r.candidates("tell me about the garden").shape)
