# classes: 3 7
"""A retrieval-augmented QA handler: retrieved passages are stuffed into the chat template, and the
service config budgets only the answer (max_new_tokens), whatever the context length."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SERVICE_CONFIG = {
    "model": "Qwen/Qwen2.5-0.5B-Instruct",
    "top_k": 3,
    "generation": {"max_new_tokens": 8, "do_sample": False},
}
CORPUS = [
    "once upon a time there lived a king who loved his garden",
    "the queen loved the red and green garden of the king",
    "the quick brown fox jumps over the lazy dog in the garden",
    "cats and dogs are not the same but they both like the garden",
    "one two three four five six seven eight nine ten",
]


class RagService:
    def __init__(self, config):
        self.config = config
        self.tokenizer = AutoTokenizer.from_pretrained(config["model"])
        self.model = AutoModelForCausalLM.from_pretrained(config["model"])

    def retrieve(self, query):
        q = set(query.split())
        ranked = sorted(CORPUS, key=lambda p: len(q & set(p.split())), reverse=True)
        return ranked[: self.config["top_k"]]

    def ask(self, query):
        passages = self.retrieve(query)
        context = "\n\n".join(f"[{i}] {p}" for i, p in enumerate(passages, 1))
        messages = [
            {"role": "system", "content": "answer with the passages below\n" + context},
            {"role": "user", "content": query},
        ]
        ids = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
        with torch.no_grad():
            out = self.model.generate(ids, **self.config["generation"])
        return self.tokenizer.decode(out[0, ids.shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    service = RagService(SERVICE_CONFIG)
    print(service.ask("who loved the garden of the king"))
