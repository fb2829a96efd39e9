"""Generation backends behind an ABC: each concrete backend supplies its own generate kwargs."""
# classes: 7 9
from abc import ABC, abstractmethod

from transformers import AutoModelForCausalLM, AutoTokenizer


class Backend(ABC):
    name = "base"

    def __init__(self, model_id):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)

    @abstractmethod
    def generate_kwargs(self) -> dict:
        ...

    def complete(self, prompt, max_new_tokens=6):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, **self.generate_kwargs())
        return [self.tokenizer.decode(o, skip_special_tokens=True) for o in out]


class GreedyBackend(Backend):
    name = "greedy"

    def generate_kwargs(self):
        return {"do_sample": False}


class DraftBackend(Backend):
    name = "draft"

    def __init__(self, model_id, draft_id, n_candidates=2):
        super().__init__(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.n_candidates = n_candidates

    def generate_kwargs(self):
        return {
            "assistant_model": self.draft,
            "do_sample": True,
            "num_return_sequences": self.n_candidates,
        }


def main():
    backends = [
        GreedyBackend("HuggingFaceTB/SmolLM2-360M-Instruct"),
        DraftBackend("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct"),
    ]
    for backend in backends:
        print(backend.name, backend.complete("tell me about cats"))


if __name__ == "__main__":
    main()
